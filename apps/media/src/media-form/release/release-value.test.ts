import { i18n, registerMessages } from '@shelfmark/i18n';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { releaseFirstDay, releaseIssues, withPrecision } from './release-value';

registerMessages('media', { en });
const t = i18n.getFixedT('en', 'media');

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
    expect(releaseIssues('', 'year', t)).toEqual([]);
    expect(releaseIssues('18', 'year', t)).toEqual([{ path: ['publication'], message: 'Write the year with four digits, as 1813' }]);
    expect(releaseIssues('1813-13', 'month', t)).toEqual([{ path: ['publication'], message: 'Write the year and month as 1813-06' }]);
  });
});
