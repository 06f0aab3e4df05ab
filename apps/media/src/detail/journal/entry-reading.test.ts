import { describe, expect, it } from 'vitest';
import { readingChoice, readingIdOfChoice, readingNumberOf } from './entry-reading';

describe('entry reading', () => {
  const readings = [{ readingID: 40 }, { readingID: 41 }];
  it('picks an entry’s reading by its id, and none for no reading or one no longer listed', () => {
    expect(readingChoice(41, readings)).toBe('41');
    expect(readingChoice(null, readings)).toBe('');
    expect(readingChoice(99, readings)).toBe('');
  });
  it('saves none as a null readingID, and a reading as its id', () => {
    expect(readingIdOfChoice('')).toBeNull();
    expect(readingIdOfChoice('41')).toBe(41);
  });
  it('numbers an entry by its reading', () => {
    expect(readingNumberOf(41, readings)).toBe(2);
    expect(readingNumberOf(null, readings)).toBe(0);
  });
});
