import type { Creator } from './entities/creator';

/** Keys are cut to this many characters (code points), short enough for a btree index. */
export const SORT_KEY_MAX_LENGTH = 200;

/**
 * Accents that NFD splits off Latin and Greek letters. Cyrillic keeps its marks: й is a letter
 * of its own, not an accented и.
 */
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}])[\u0300-\u036f]+/gu;

/** Lower case one character at a time, so the result never depends on the letters around it. */
function lowerEach(text: string): string {
  let lowered = '';
  for (const character of text) {
    const lower = character.toLowerCase();
    lowered += [...lower].length === 1 ? lower : character;
  }
  return lowered;
}

/**
 * How a title or a name sorts: letter case and the accents of Latin and Greek letters aside
 * ('Émile' and 'emile' are one key),
 * runs of white space as one space, trimmed, then cut to SORT_KEY_MAX_LENGTH characters.
 * The server stores these keys (media and library rows) and orders them by code point
 * (COLLATE "C"); the browser compares them with compareSortKeys, so both sort alike.
 */
export function sortKey(text: string | null | undefined): string {
  const folded = lowerEach((text ?? '').normalize('NFD').replace(ACCENTED, '$1').normalize('NFC'))
    .replace(/\s+/g, ' ')
    .trim();
  return [...folded].slice(0, SORT_KEY_MAX_LENGTH).join('');
}

type CreatorName = Pick<Creator, 'name' | 'last'>;

/**
 * The creator sort key of a media item: its first creator's last name (the whole name when it
 * has no last name). An item without creators has the empty key, so it comes first in A-Z and
 * last in Z-A. Ties are broken by the title's key, then by the id.
 */
export function creatorSortKey(creators: readonly CreatorName[]): string {
  const first = creators[0];
  return first ? sortKey(first.last || first.name) : '';
}

/** Orders keys by code point, exactly as PostgreSQL's "C" collation orders their UTF-8 bytes. */
export function compareSortKeys(a: string, b: string): number {
  if (a === b) return 0;
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const difference = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
}

interface SortableMedia {
  title: string;
  creators: readonly CreatorName[];
}

/** The "Creator A-Z" order of media: creator key, then title key (callers break ties by id). */
export function compareByCreator(a: SortableMedia, b: SortableMedia): number {
  return compareSortKeys(creatorSortKey(a.creators), creatorSortKey(b.creators)) || compareSortKeys(sortKey(a.title), sortKey(b.title));
}
