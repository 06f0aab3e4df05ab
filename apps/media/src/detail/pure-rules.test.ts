import { MESSAGES } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { readingIdForNumber, readingNumberOf } from './entry-reading';
import { parseProgress } from './progress-value';
import { checkTagValue } from './tag-value';

describe('tag limits', () => {
  const existing = [{ tagID: 1, tagValue: 'comfort read' }];
  it('ignores an empty value', async () => expect(await checkTagValue('   ', existing)).toBeNull());
  it('accepts 50 characters and refuses 51', async () => {
    expect(await checkTagValue('a'.repeat(50), existing)).toEqual({ value: 'a'.repeat(50) });
    expect(await checkTagValue('a'.repeat(51), existing)).toEqual({ error: 'Body of tag is too long, please try again' });
  });
  it('refuses a tag the item has already', async () => {
    expect(await checkTagValue('Comfort Read', existing)).toEqual({ error: MESSAGES.tagAlreadyOnMedia });
    expect(MESSAGES.tagAlreadyOnMedia).toBe('That tag is already associated with this book.');
  });
});

describe('entry reading number', () => {
  const readings = [{ readingID: 40 }, { readingID: 41 }];
  it('maps 0 to none and 1..number of readings to their ids', () => {
    expect(readingIdForNumber('0', readings)).toBeNull();
    expect(readingIdForNumber('2', readings)).toBe(41);
  });
  it('refuses numbers past the number of readings, negatives and text', () => {
    expect(readingIdForNumber('3', readings)).toBeUndefined();
    expect(readingIdForNumber('-1', readings)).toBeUndefined();
    expect(readingIdForNumber('x', readings)).toBeUndefined();
  });
  it('numbers an entry by its reading', () => {
    expect(readingNumberOf(41, readings)).toBe(2);
    expect(readingNumberOf(null, readings)).toBe(0);
  });
});

describe('progress', () => {
  it('accepts a whole page from 0 to numPages', () => {
    expect(parseProgress('0', 183)).toBe(0);
    expect(parseProgress('90', 183)).toBe(90);
    expect(parseProgress(' 183 ', 183)).toBe(183);
  });
  it('rejects text, blanks, fractions and pages outside 0..numPages instead of clamping them', () => {
    expect(parseProgress('abc', 183)).toBeNull();
    expect(parseProgress('', 183)).toBeNull();
    expect(parseProgress('   ', 183)).toBeNull();
    expect(parseProgress('2.5', 183)).toBeNull();
    expect(parseProgress('-1', 183)).toBeNull();
    expect(parseProgress('184', 183)).toBeNull();
    expect(parseProgress('500', 183)).toBeNull();
  });
});
