import { describe, expect, it } from 'vitest';
import { parseProgress } from './progress-value';

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
