import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactIsbn, toIsbn10, toIsbn13 } from './isbn';

describe('ISBN', () => {
  it('drops hyphens and spaces', () => {
    expect(compactIsbn(' 978-0-441 17271-9 ')).toBe('9780441172719');
    expect(compactIsbn('0-8044-2957-x')).toBe('080442957X');
  });

  it('turns an ISBN-10 into the ISBN-13 of the same book', () => {
    expect(toIsbn13('0-441-17271-7')).toBe('9780441172719');
    expect(toIsbn13('080442957X')).toBe('9780804429573');
    expect(toIsbn13('978-0-441-17271-9')).toBe('9780441172719');
  });

  it('has no ISBN-13 for other text', () => {
    for (const text of ['', '12345', '97804411727', 'ISBN 0441172717x', '04411727171']) expect(toIsbn13(text)).toBeNull();
  });

  it('always gives 13 digits starting 978 for any 10-character ISBN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}[\dX]$/), (isbn10) => {
        const isbn13 = toIsbn13(isbn10);
        expect(isbn13).toMatch(/^978\d{10}$/);
        expect(isbn13?.slice(3, 12)).toBe(isbn10.slice(0, 9));
      }),
    );
  });
});

describe('toIsbn10', () => {
  it('is the inverse of toIsbn13 under the 978 prefix', () => {
    expect(toIsbn10('9780441172719')).toBe('0441172717');
    expect(toIsbn10('9780804429573')).toBe('080442957X');
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (body) => toIsbn13(toIsbn10(toIsbn13(`${body}0`) ?? '') ?? '') === toIsbn13(`${body}0`)));
    expect(toIsbn10('9791234567896')).toBeNull();
  });
});
