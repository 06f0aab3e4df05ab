/** What a barcode's text is to Add Media: a book's ISBN-13, or why it is not one. */
export type ScannedIsbn = { isbn: string } | { problem: 'notBook' | 'invalid' };

const digitsOf = (text: string) => [...text].map(Number);

/** The EAN-13 check digit of its first twelve digits: weights 1, 3, 1, 3… */
function ean13CheckDigit(first12: string): number {
  const sum = digitsOf(first12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** An ISBN-10 is valid when its digits weighted 10 down to 1 (X is 10, last only) sum to a multiple of 11. */
function validIsbn10(isbn10: string): boolean {
  const values = [...isbn10].map((char) => (char === 'X' ? 10 : Number(char)));
  return values.reduce((total, value, index) => total + value * (10 - index), 0) % 11 === 0;
}

/**
 * A decoded barcode (an EAN-13, or an ISBN-10 as some labels carry it) as the book's ISBN-13.
 * EAN-13s outside the 978/979 "Bookland" prefixes are products, not books.
 */
export function isbnFromBarcode(text: string): ScannedIsbn {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(code)) {
    if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return { problem: 'invalid' };
    return code.startsWith('978') || code.startsWith('979') ? { isbn: code } : { problem: 'notBook' };
  }
  if (/^\d{9}[\dX]$/.test(code)) {
    if (!validIsbn10(code)) return { problem: 'invalid' };
    const first12 = `978${code.slice(0, 9)}`;
    return { isbn: `${first12}${ean13CheckDigit(first12)}` };
  }
  return { problem: 'invalid' };
}

/** Two ISBNs (10 or 13 digits, hyphens aside) of the same book. */
export function sameIsbn(a: string | null, b: string): boolean {
  if (a === null) return false;
  const left = isbnFromBarcode(a);
  const right = isbnFromBarcode(b);
  return 'isbn' in left && 'isbn' in right && left.isbn === right.isbn;
}
