import type { Status } from '@shelfmark/contract';
import { readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { isDnfShelf, isFavouriteShelf, plainReview, type ServiceRow, toParsedRow } from '../rows/service-rows';
import { creatorsOf, splitNames } from '../rows/creators';
import { dateCell } from '../rows/dates';
import { cleanIsbn, parseWhole, splitList, starsToRating } from '../rows/text';

const GOODREADS_COLUMNS = ['Book Id', 'Title', 'Author', 'ISBN', 'ISBN13', 'My Rating', 'Exclusive Shelf', 'Date Read', 'Date Added'] as const;

const STANDARD_SHELVES: Record<string, Status> = { read: 'read', 'to-read': 'TBR', 'currently-reading': 'currentlyReading' };
/** Custom exclusive shelves with a Shelfmark status of their own (Shelfmark's Goodreads export writes them). */
const STATUS_SHELVES: Record<string, Status> = { 'watch-list': 'watch', watchlist: 'watch', library: 'library' };

function statusOf(shelf: string): Status {
  return STANDARD_SHELVES[shelf] ?? STATUS_SHELVES[shelf] ?? (isDnfShelf(shelf) ? 'DNF' : 'library');
}

/**
 * Goodreads' "Export Library" CSV (docs/import-export.md): one row per book, the exclusive
 * shelf as status, only the latest read date, earlier reads as a count.
 */
export function parseGoodreads(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, GOODREADS_COLUMNS, 'The file', 'Goodreads');
  const rows = records.map((record) => {
    const shelf = record.cell('Exclusive Shelf').trim().toLowerCase();
    const status = statusOf(shelf);
    const unread: string[] = [];
    const dateRead = dateCell(record.cell('Date Read'), 'Date Read', unread)?.iso ?? null;
    const dateAdded = dateCell(record.cell('Date Added'), 'Date Added', unread)?.iso ?? null;
    const shelves = splitList(record.cell('Bookshelves'));
    const readings: ServiceRow['readings'] = [];
    if (dateRead && (status === 'read' || status === 'DNF')) {
      readings.push({ dateStarted: dateRead, dateFinished: dateRead, status: status === 'DNF' ? 'DNF' : 'read' });
      // Earlier reads have no date in the export; the day the book was added is the only earlier one it has.
      const earlierReads = (parseWhole(record.cell('Read Count')) ?? 1) - 1;
      if (status === 'read' && dateAdded && dateAdded < dateRead) {
        for (let read = 0; read < earlierReads; read++) readings.push({ dateStarted: dateAdded, dateFinished: dateAdded, status: 'read' });
      }
    }
    const bookId = record.cell('Book Id').trim();
    const title = record.cell('Title').trim();
    const row: ServiceRow = {
      rowNumber: record.line,
      sourceKey: bookId ? `goodreads:${bookId}` : `goodreads-title:${title.toLowerCase()}`,
      type: 'book',
      title,
      // Author is one name ("Martin Luther King, Jr."), Additional Authors a list.
      creators: creatorsOf([record.cell('Author'), ...splitNames(record.cell('Additional Authors'))]),
      isbn: cleanIsbn(record.cell('ISBN13')) ?? cleanIsbn(record.cell('ISBN')),
      year: parseWhole(record.cell('Original Publication Year')) ?? parseWhole(record.cell('Year Published')),
      pages: parseWhole(record.cell('Number of Pages')),
      status,
      rating: starsToRating(record.cell('My Rating')),
      review: plainReview(record.cell('My Review')),
      favorited: shelves.some(isFavouriteShelf),
      addedAt: dateAdded,
      readings,
      tags: shelves.filter((name) => !(name.toLowerCase() in STANDARD_SHELVES) && !(name.toLowerCase() in STATUS_SHELVES) && !isDnfShelf(name) && !isFavouriteShelf(name)),
      unread,
      distinctReadsOnOneDay: true,
    };
    return toParsedRow(row, now);
  });
  return { rows, extra: null };
}
