import { describe, expect, it } from 'vitest';
import { releaseFirstDay, releaseIssues, RELEASE_MESSAGES, withPrecision } from './release-value';

describe('a release date known to the day, the month or the year', () => {
  it('keeps the year and month when less is known, and makes none up when more is', () => {
    expect(withPrecision('1813-06-14', 'day', 'month')).toBe('1813-06');
    expect(withPrecision('1813-06-14', 'day', 'year')).toBe('1813');
    expect(withPrecision('1813-06', 'month', 'year')).toBe('1813');
    expect(withPrecision('1813', 'year', 'month')).toBe('');
    expect(withPrecision('1813-06', 'month', 'day')).toBe('');
  });

  it('is the first day of its period for the Watch List rule, and says what is wrong with a malformed one', () => {
    expect(releaseFirstDay('2031', 'year')).toBe('2031-01-01');
    expect(releaseFirstDay('2031-03', 'month')).toBe('2031-03-01');
    expect(releaseFirstDay('2031-03-09', 'day')).toBe('2031-03-09');
    expect(releaseFirstDay('203', 'year')).toBeNull();
    expect(releaseIssues('', 'year')).toEqual([]);
    expect(releaseIssues('18', 'year')).toEqual([{ path: ['publication'], message: RELEASE_MESSAGES.year }]);
    expect(releaseIssues('1813-13', 'month')).toEqual([{ path: ['publication'], message: RELEASE_MESSAGES.month }]);
  });
});
