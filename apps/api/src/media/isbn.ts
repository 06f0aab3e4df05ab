/** An ISBN as typed, hyphens and spaces dropped, upper-cased (the ISBN-10 check digit may be X). */
export function compactIsbn(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The ISBN-13 of an ISBN-10 or ISBN-13, or null for anything else. Books published with an
 * ISBN-10 have the same number as ISBN-13 under the 978 prefix, with its own check digit.
 */
export function toIsbn13(text: string): string | null {
  const isbn = compactIsbn(text);
  if (/^\d{13}$/.test(isbn)) return isbn;
  if (!/^\d{9}[\dX]$/.test(isbn)) return null;
  const body = `978${isbn.slice(0, 9)}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The ISBN-10 of an ISBN-13 under the 978 prefix (979 numbers have none), or null. */
export function toIsbn10(isbn13: string): string | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const body = isbn13.slice(3, 12);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? 'X' : String(check)}`;
}
