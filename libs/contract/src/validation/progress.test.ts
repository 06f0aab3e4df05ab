import { describe, expect, it } from 'vitest';
import { parseProgress } from './progress';

describe('a typed progress', () => {
  it('is a page from 0 to numPages, written in decimal digits', () => {
    expect(parseProgress('0', 183)).toBe(0);
    expect(parseProgress('90', 183)).toBe(90);
    expect(parseProgress('183', 183)).toBe(183);
    expect(parseProgress('007', 183)).toBe(7);
  });

  it.each(['1e2', '0x1F', '+5', '-1', ' 5', '5 ', '5.5', '5.', '.5', '', '   ', 'abc', 'Infinity', '٥', '1_000'])(
    'is rejected as %j, which Number() would read or trim',
    (text) => {
      expect(parseProgress(text, 1_000)).toBeNull();
    },
  );

  it('is rejected past numPages, however large, and above 0 for an item without pages', () => {
    expect(parseProgress('184', 183)).toBeNull();
    expect(parseProgress('99999999999999999999', 183)).toBeNull();
    expect(parseProgress('1', 0)).toBeNull();
    expect(parseProgress('0', 0)).toBe(0);
  });
});
