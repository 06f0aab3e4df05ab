import { describe, expect, it } from 'vitest';
import { isbnFromBarcode, sameIsbn } from './isbn';

describe('isbnFromBarcode', () => {
  it('takes a Bookland EAN-13 (978 and 979) as the ISBN-13', () => {
    expect(isbnFromBarcode('9780441172719')).toEqual({ isbn: '9780441172719' });
    expect(isbnFromBarcode('979-10-90636-07-1')).toEqual({ isbn: '9791090636071' });
  });

  it('converts an ISBN-10, X check digit included, to its ISBN-13', () => {
    expect(isbnFromBarcode('0441172717')).toEqual({ isbn: '9780441172719' });
    expect(isbnFromBarcode('0-399-12792-5')).toEqual({ isbn: '9780399127922' });
    expect(isbnFromBarcode('080442957x')).toEqual({ isbn: '9780804429573' });
  });

  it('tells a product barcode from a book', () => {
    expect(isbnFromBarcode('4006381333931')).toEqual({ problem: 'notBook' });
    expect(isbnFromBarcode('5901234123457')).toEqual({ problem: 'notBook' });
  });

  it('refuses a wrong check digit and anything else', () => {
    expect(isbnFromBarcode('9780441172710')).toEqual({ problem: 'invalid' });
    expect(isbnFromBarcode('0441172718')).toEqual({ problem: 'invalid' });
    expect(isbnFromBarcode('X441172717')).toEqual({ problem: 'invalid' });
    expect(isbnFromBarcode('97804411727')).toEqual({ problem: 'invalid' });
    expect(isbnFromBarcode('https://example.com')).toEqual({ problem: 'invalid' });
  });
});

describe('sameIsbn', () => {
  it('matches ISBN-10 and ISBN-13 of one book, hyphens aside', () => {
    expect(sameIsbn('0-441-17271-7', '9780441172719')).toBe(true);
    expect(sameIsbn('9780441172719', '9780441172719')).toBe(true);
    expect(sameIsbn('9780399127922', '9780441172719')).toBe(false);
    expect(sameIsbn(null, '9780441172719')).toBe(false);
  });
});
