import { describe, expect, it } from 'vitest';
import { candidateKeys, findMessage, interpolate, languageChain } from './translate';

describe('findMessage', () => {
  const tree = { tags: { more: '+{{count}}', deep: { leaf: 'Leaf' } }, 'flat.key': 'Flat', mixed: { 'a.b': 'Mixed' }, notText: 3 };

  it('follows nested keys by their dots', () => {
    expect(findMessage(tree, 'tags.more')).toBe('+{{count}}');
    expect(findMessage(tree, 'tags.deep.leaf')).toBe('Leaf');
  });

  it('finds keys that contain dots themselves, at any level', () => {
    expect(findMessage(tree, 'flat.key')).toBe('Flat');
    expect(findMessage(tree, 'mixed.a.b')).toBe('Mixed');
  });

  it('answers undefined for a missing key, an object, or a value that is not text', () => {
    expect(findMessage(tree, 'tags.less')).toBeUndefined();
    expect(findMessage(tree, 'tags')).toBeUndefined();
    expect(findMessage(tree, 'notText')).toBeUndefined();
    expect(findMessage(undefined, 'tags')).toBeUndefined();
  });
});

describe('candidateKeys', () => {
  it('tries the plural form of the count first, then the key', () => {
    expect(candidateKeys('tags.moreLabel', 'en', 1)).toEqual(['tags.moreLabel_one', 'tags.moreLabel_other', 'tags.moreLabel']);
    expect(candidateKeys('tags.moreLabel', 'en', 5)).toEqual(['tags.moreLabel_other', 'tags.moreLabel']);
  });

  it('tries _zero before the plural form for a count of 0', () => {
    expect(candidateKeys('inbox', 'en', 0)).toEqual(['inbox_zero', 'inbox_other', 'inbox']);
    expect(candidateKeys('files', 'fr', 1_000_000)).toEqual(['files_many', 'files_other', 'files']);
  });

  it("uses the language's own plural rules", () => {
    expect(candidateKeys('files', 'pl', 3)).toEqual(['files_few', 'files_other', 'files']);
    expect(candidateKeys('files', 'fr', 0)).toEqual(['files_zero', 'files_one', 'files_other', 'files']);
  });

  it('is the key alone without a numeric count', () => {
    expect(candidateKeys('title', 'en', undefined)).toEqual(['title']);
  });
});

describe('interpolate', () => {
  it('fills every placeholder with its value', () => {
    expect(interpolate('Page {{page}} of {{ total }}', { page: 2, total: 9 })).toBe('Page 2 of 9');
    expect(interpolate('{{a}}{{a}}', { a: 'x' })).toBe('xx');
  });

  it('does not escape values (React does)', () => {
    expect(interpolate('Remove tag {{tag}}', { tag: '<b>&' })).toBe('Remove tag <b>&');
  });

  it('formats a value as i18next does, for the language', () => {
    expect(interpolate('{{count, number}} items finished', { count: 1234 }, 'en')).toBe('1,234 items finished');
    expect(interpolate('{{count, number}} items', { count: 1234 }, 'de')).toBe('1.234 items');
    expect(interpolate('{{share, number(style: percent; maximumFractionDigits: 0)}}', { share: 0.256 }, 'en')).toBe('26%');
    expect(interpolate('{{day, datetime(year: numeric; timeZone: UTC)}}', { day: Date.UTC(2026, 0, 2) }, 'en')).toBe('2026');
    expect(interpolate('{{kinds, list(type: disjunction)}}', { kinds: ['.zip', '.csv'] }, 'en')).toBe('.zip or .csv');
    expect(interpolate('{{value, unknown}}', { value: 7 }, 'en')).toBe('7');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('Hello {{name}}', undefined)).toBe('Hello {{name}}');
  });
});

describe('languageChain', () => {
  it('goes from the regional language to its base language, then the fallback', () => {
    expect(languageChain('en-GB', 'en')).toEqual(['en-GB', 'en']);
    expect(languageChain('de-AT', 'en')).toEqual(['de-AT', 'de', 'en']);
    expect(languageChain('fr', 'en')).toEqual(['fr', 'en']);
  });
});
