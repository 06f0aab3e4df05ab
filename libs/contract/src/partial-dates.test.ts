import { describe, expect, it } from 'vitest';
import { LookupQuerySchema } from './entities/lookup';
import { partialDateText, PartialDateSchema, periodEnd, readDateValue } from './partial-dates';
import { apiReadingDateSchema } from './validation/shelf-payloads';

describe('partial dates', () => {
  it('reads a year, a month, a day and a date-time with their precision', () => {
    expect(readDateValue('2019')).toEqual({ iso: '2019-01-01T00:00:00.000Z', precision: 'year' });
    expect(readDateValue('2019-06')).toEqual({ iso: '2019-06-01T00:00:00.000Z', precision: 'month' });
    expect(readDateValue('2019-06-14')).toEqual({ iso: '2019-06-14T00:00:00.000Z', precision: 'day' });
    expect(readDateValue('2019-06-14T08:30:00.000Z')).toEqual({ iso: '2019-06-14T08:30:00.000Z', precision: 'day' });
    expect(readDateValue('2019-13')).toBeNull();
    expect(readDateValue('summer')).toBeNull();
  });

  it('shows a stored date as it was written, and knows where its period ends', () => {
    expect(partialDateText('2019-01-01T00:00:00.000Z', 'year')).toBe('2019');
    expect(partialDateText('2019-06-01T00:00:00.000Z', 'month')).toBe('2019-06');
    expect(partialDateText('2019-06-14T08:30:00.000Z', 'day')).toBe('2019-06-14T08:30:00.000Z');
    expect(periodEnd('2020-02-01T00:00:00.000Z', 'month')).toBe('2020-02-29');
    expect(periodEnd('2019-01-01T00:00:00.000Z', 'year')).toBe('2019-12-31');
  });

  it('lets the API take partial dates, never in the future', () => {
    const now = () => new Date('2026-11-20T12:00:00Z');
    const schema = apiReadingDateSchema(now);
    expect(schema.safeParse('2026').success).toBe(true);
    expect(schema.safeParse('2026-11').success).toBe(true);
    expect(schema.safeParse('2026-12').success).toBe(false);
    expect(schema.safeParse('2027').success).toBe(false);
    expect(PartialDateSchema.safeParse('2019-00').success).toBe(false);
  });
});

describe('look-up query', () => {
  it('needs an ISBN or a title, and takes ISBNs for books only', () => {
    expect(LookupQuerySchema.safeParse({ type: 'book', isbn: '9780441172719' }).success).toBe(true);
    expect(LookupQuerySchema.safeParse({ type: 'movie', q: 'Stalker', year: '1979' }).data).toEqual({ type: 'movie', q: 'Stalker', year: 1979 });
    expect(LookupQuerySchema.safeParse({ type: 'book' }).success).toBe(false);
    expect(LookupQuerySchema.safeParse({ type: 'album', isbn: '9780441172719' }).success).toBe(false);
  });
});
