import { describe, expect, it } from 'vitest';
import { fillPattern } from './fill-pattern';

describe('fillPattern', () => {
  it('puts the parameters into the pattern as they are', () => {
    expect(fillPattern('/creator/:id', { id: '5' })).toBe('/creator/5');
    expect(fillPattern('/passwordreset/:token?', { token: 'a%20b' })).toBe('/passwordreset/a%20b');
  });

  it('leaves out an optional parameter without a value', () => {
    expect(fillPattern('/passwordreset/:token?', { token: '' })).toBe('/passwordreset');
    expect(fillPattern('/:id?', {})).toBe('/');
  });
});
