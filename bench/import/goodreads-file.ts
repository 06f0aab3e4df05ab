import { stringify } from 'csv-stringify/sync';

export const GOODREADS_HEADER = [
  'Book Id', 'Title', 'Author', 'Author l-f', 'Additional Authors', 'ISBN', 'ISBN13', 'My Rating', 'Average Rating', 'Publisher',
  'Binding', 'Number of Pages', 'Year Published', 'Original Publication Year', 'Date Read', 'Date Added', 'Bookshelves',
  'Bookshelves with positions', 'Exclusive Shelf', 'My Review', 'Spoiler', 'Private Notes', 'Read Count', 'Owned Copies',
];

export interface BenchBook {
  title: string;
  author: string;
  isbn13: string;
}

/** ISBN-13 with a valid check digit, under the 979 prefix so no real book is named. */
export function benchIsbn(index: number): string {
  const body = `979${String(index).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'tor', 'vel', 'dun', 'ash', 'bri', 'cel', 'dor', 'eth', 'fal', 'gor', 'hin', 'ist', 'jor', 'kel', 'lum', 'mor', 'nys', 'orb', 'pel', 'quin', 'ros', 'sil', 'tam', 'ul', 'vor', 'wyn', 'zed'];
const NAMES = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Élodie', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kwame', 'Lena'];
const SURNAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Novak', 'García', 'Hughes', 'Rossi', 'Abbasi', 'Keller'];

/** A made-up word for a number: titles as unlike each other as real ones are. */
function word(seed: number): string {
  let text = '';
  let rest = seed;
  for (let syllable = 0; syllable < 3; syllable++) {
    text += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length) + syllable * 7 + 3;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A distinct, made-up book for each index. */
export function benchBook(index: number): BenchBook {
  const mixed = (index * 2654435761) % 4294967296;
  return {
    title: `${word(index)} ${index % 3 === 0 ? 'and the' : 'of'} ${word(mixed % 1_000_003)}`,
    author: `${NAMES[index % NAMES.length]} ${SURNAMES[(index >> 3) % SURNAMES.length]}`,
    isbn13: benchIsbn(index),
  };
}

const SHELVES = ['read', 'read', 'read', 'to-read', 'to-read', 'currently-reading', 'dnf'];

/** A Goodreads export of `rows` books, every shape of row the real export has (Excel ISBNs, quotes, re-reads, DNF). */
export function goodreadsCsv(rows: number, withIsbn: (index: number) => boolean): Buffer {
  const lines = [GOODREADS_HEADER];
  for (let index = 0; index < rows; index++) {
    const book = benchBook(index);
    const shelf = SHELVES[index % SHELVES.length] ?? 'read';
    const finished = shelf === 'read' || shelf === 'dnf';
    const day = `20${String(10 + (index % 14)).padStart(2, '0')}/${String(1 + (index % 12)).padStart(2, '0')}/${String(1 + (index % 28)).padStart(2, '0')}`;
    lines.push([
      String(100_000 + index),
      index % 10 === 0 ? `${book.title}: "A Novel", Part ${index % 3}` : book.title,
      book.author,
      book.author.split(' ').reverse().join(', '),
      '',
      '=""',
      withIsbn(index) ? `="${book.isbn13}"` : '=""',
      String(index % 6),
      '3.90',
      'Bench Press',
      'Paperback',
      String(100 + (index % 600)),
      '2001',
      '1999',
      finished ? day : '',
      '2009/12/31',
      index % 5 === 0 ? `${shelf}, favorites, bench-${index % 20}` : shelf,
      '',
      shelf,
      index % 4 === 0 ? `Loved it, mostly.<br/>"Quoted", with commas, and ünïcödé.` : '',
      '',
      '',
      finished ? String(1 + (index % 3)) : '0',
      '0',
    ]);
  }
  return Buffer.from(stringify(lines));
}
