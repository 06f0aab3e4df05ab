import { describe, expect, it } from 'vitest';
import { readingIdForNumber, readingNumberOf } from './entry-reading';

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
