import { initI18n } from '@shelfmark/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateError, dateValue, partsOf, readingDateText, withPrecision } from './reading-dates';

const messages = { year: 'year', month: 'month', future: 'future' };

beforeAll(() => initI18n({ lng: 'en' }));

describe('reading dates', () => {
  it('shows a year or a month as written, whatever the time zone, and a day as a date', () => {
    expect(readingDateText('2019-01-01T00:00:00.000Z', 'year')).toBe('2019');
    expect(readingDateText('2019-06-01T00:00:00.000Z', 'month')).toBe('June 2019');
    expect(readingDateText('2019-06-14T12:00:00.000Z', 'day')).toBe('Jun 14, 2019');
    expect(readingDateText('2019-06-14T12:00:00.000Z')).toBe('Jun 14, 2019');
  });

  it('keeps a stored precision when editing, so saving unchanged sends the same value back', () => {
    expect(dateValue(partsOf('2019-01-01T00:00:00.000Z', 'year'))).toBe('2019');
    expect(dateValue(partsOf('2019-06-01T00:00:00.000Z', 'month'))).toBe('2019-06');
    expect(dateValue(partsOf('2019-06-14T12:00:00.000Z', 'day'))).toBe('2019-06-14');
    expect(dateValue(partsOf(null))).toBe('');
  });

  it('carries the year and month of a day to a coarser precision, and never invents a day', () => {
    const day = partsOf('2019-06-14T12:00:00.000Z', 'day');
    expect(dateValue(withPrecision(day, 'month'))).toBe('2019-06');
    expect(dateValue(withPrecision(day, 'year'))).toBe('2019');
    expect(dateValue(withPrecision(partsOf('2019-06-01T00:00:00.000Z', 'month'), 'day'))).toBe('');
  });

  it('refuses an unfinished year, a missing month and a date after today', () => {
    const today = new Date(2026, 5, 15);
    const month = (year: string, value: string) => ({ precision: 'month' as const, day: '', month: value, year });
    expect(dateError(month('201', '6'), messages, today)).toBe('year');
    expect(dateError(month('2019', ''), messages, today)).toBe('month');
    expect(dateError(month('2026', '7'), messages, today)).toBe('future');
    expect(dateError(month('2026', '6'), messages, today)).toBeUndefined();
    expect(dateError({ precision: 'year', day: '', month: '', year: '2027' }, messages, today)).toBe('future');
    expect(dateError({ precision: 'day', day: '2026-06-16', month: '', year: '' }, messages, today)).toBe('future');
    expect(dateError({ precision: 'day', day: '2026-06-15', month: '', year: '' }, messages, today)).toBeUndefined();
  });
});
