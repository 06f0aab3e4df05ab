import { describe, expect, it } from 'vitest';
import { shuffled } from './pick-random';

describe('shuffled', () => {
  it('returns the same items in another order, leaving the input untouched', () => {
    const items = [1, 2, 3, 4];
    expect(shuffled(items, () => 0)).toEqual([2, 3, 4, 1]);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(shuffled(items, () => 0.999)).toEqual([1, 2, 3, 4]);
  });
});
