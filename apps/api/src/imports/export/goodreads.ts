import type { Status } from '@shelfmark/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/db';
import { toIsbn10, toIsbn13 } from '../../media/isbn';
import type { ArchiveEntry, ArchiveMedia } from '../rows/archive-format';
import { archiveEntries, archiveMedia, entryBatches } from './records';

/** The 24 columns Goodreads writes in its library export, in its order. */
export const GOODREADS_HEADER = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

/** Shelfmark's statuses as Goodreads exclusive shelves; the last three are custom shelves, as Goodreads users make them. */
export const GOODREADS_SHELVES: Record<Status, string> = {
  read: 'read',
  TBR: 'to-read',
  currentlyReading: 'currently-reading',
  DNF: 'did-not-finish',
  watch: 'watch-list',
  library: 'library',
};

const slashDay = (iso: string | null) => (iso ? iso.slice(0, 10).replace(/-/g, '/') : '');
/** Goodreads wraps ISBNs as Excel formulas so spreadsheets keep their leading zeros. */
const excel = (value: string | null) => `="${value ?? ''}"`;
/** A shelf name: Goodreads' are lower case with hyphens, and a comma would split it. */
const shelfName = (tag: string) => tag.trim().toLowerCase().replace(/[\s,]+/g, '-');

function lastFirst(name: string): string {
  const parts = name.trim().split(/\s+/);
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${last}, ${parts.join(' ')}` : last;
}

function rowOf(item: ArchiveMedia, entry: ArchiveEntry): string[] {
  const [author, ...others] = item.creators.map((creator) => creator.name);
  const year = item.publication?.slice(0, 4) ?? '';
  const reads = entry.readings.filter((reading) => reading.dateFinished !== null && reading.status !== 'DNF');
  const lastEnd = entry.readings.filter((reading) => reading.dateFinished !== null).at(-1)?.dateFinished ?? null;
  const shelf = GOODREADS_SHELVES[entry.status];
  const shelves = [...entry.tags.map(shelfName), ...(entry.favorited ? ['favorites'] : []), ...(['read', 'to-read', 'currently-reading'].includes(shelf) ? [] : [shelf])];
  const isbn13 = item.isbn ? toIsbn13(item.isbn) : null;
  return [
    String(item.mediaID),
    item.title,
    author ?? '',
    author ? lastFirst(author) : '',
    others.join(', '),
    excel(isbn13 ? toIsbn10(isbn13) : null),
    excel(isbn13),
    // Goodreads rates in whole stars: half a Shelfmark point up (7/10 is 4 stars).
    String(entry.rating === 0 ? 0 : Math.round(entry.rating / 2)),
    '0.00',
    '',
    '',
    item.numPages === null ? '' : String(item.numPages),
    year,
    year,
    entry.status === 'read' || entry.status === 'DNF' ? slashDay(lastEnd) : '',
    slashDay(entry.addedAt),
    [...new Set(shelves)].join(', '),
    [...new Set(shelves)].map((name, index) => `${name} (#${index + 1})`).join(', '),
    shelf,
    (entry.review ?? '').replace(/\r?\n/g, '<br/>'),
    '',
    '',
    String(entry.status === 'read' ? Math.max(1, reads.length) : reads.length),
    '0',
  ];
}

/**
 * The books on the shelf as Goodreads' own library export writes them (the 24 columns above),
 * so Goodreads and every tool that reads its format can import them (docs/import-export.md).
 */
export async function* exportGoodreads(db: Db, userId: number): AsyncGenerator<string> {
  yield stringify([[...GOODREADS_HEADER]]);
  for await (const rows of entryBatches(db, userId)) {
    const [entriesOut, mediaOut] = await Promise.all([archiveEntries(db, rows), archiveMedia(db, rows.map((row) => row.mediaId))]);
    const books = new Map(mediaOut.filter((item) => item.type === 'book').map((item) => [item.mediaID, item]));
    const lines = entriesOut.flatMap((entry) => {
      const item = books.get(entry.mediaID);
      return item ? [rowOf(item, entry)] : [];
    });
    if (lines.length > 0) yield stringify(lines);
  }
}
