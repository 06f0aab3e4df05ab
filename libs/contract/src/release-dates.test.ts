import { describe, expect, it } from 'vitest';
import { releaseDateFormat, releaseDateValue } from './release-dates';

const shown = (iso: string, precision?: 'year' | 'month' | 'day') => new Intl.DateTimeFormat('en-US', releaseDateFormat(precision)).format(new Date(iso));

describe('release dates shown with the precision they were entered with', () => {
  it('shows a year, a month or a day, read in UTC', () => {
    expect(shown('1813-01-01', 'year')).toBe('1813');
    expect(shown('1813-06-01', 'month')).toBe('June 1813');
    expect(shown('1813-06-14', 'day')).toBe('Jun 14, 1813');
    expect(shown('1813-06-14')).toBe('Jun 14, 1813');
  });

  it('gives the stored date back as it was written', () => {
    expect(releaseDateValue('1813-01-01', 'year')).toBe('1813');
    expect(releaseDateValue('1813-06-01', 'month')).toBe('1813-06');
    expect(releaseDateValue('1813-06-14')).toBe('1813-06-14');
    expect(releaseDateValue(null)).toBe('');
  });
});
