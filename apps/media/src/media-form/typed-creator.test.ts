import { creators } from '@shelfmark/testing';
import { describe, expect, it } from 'vitest';
import { withTypedCreator } from './typed-creator';

describe('a creator typed but not added', () => {
  it('is the existing creator of exactly that name among the suggestions', () => {
    expect(withTypedCreator([], ' ursula k.  le guin ', [creators.leGuin])).toEqual([creators.leGuin]);
    expect(withTypedCreator([], 'Guin, Ursula K. Le', [creators.herbert, creators.leGuin])).toEqual([creators.leGuin]);
  });

  it('is a new creator when no suggestion has that exact name', () => {
    expect(withTypedCreator([creators.herbert], 'Ursula', [creators.leGuin])).toEqual([creators.herbert, { name: 'Ursula', first: null, last: 'Ursula' }]);
    expect(withTypedCreator([], 'Brian Patrick Herbert', [creators.herbert])).toEqual([{ name: 'Brian Patrick Herbert', first: 'Brian Patrick', last: 'Herbert' }]);
  });

  it('adds nothing for blank text or a name already chosen', () => {
    expect(withTypedCreator([creators.herbert], '  ', [])).toEqual([creators.herbert]);
    expect(withTypedCreator([creators.herbert], 'Frank Herbert', [creators.herbert])).toEqual([creators.herbert]);
  });
});
