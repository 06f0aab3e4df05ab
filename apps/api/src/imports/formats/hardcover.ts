import type { Status } from '@shelfmark/contract';
import { readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { creatorsOf, splitNames } from '../rows/creators';
import { dateCell } from '../rows/dates';
import { readingOf } from '../rows/readings';
import { plainReview, type ServiceRow, statusCell, toParsedRow } from '../rows/service-rows';
import { cleanIsbn, parseWhole, splitList, starsToRating } from '../rows/text';

const HARDCOVER_COLUMNS = ['Title', 'Author', 'Status'] as const;

const STATUSES: Record<string, Status> = {
  'want to read': 'TBR',
  'currently reading': 'currentlyReading',
  read: 'read',
  'did not finish': 'DNF',
  // Paused: started and not given up, which Shelfmark calls currently reading.
  paused: 'currentlyReading',
};

const isTrue = (cell: string) => ['true', 'yes', '1'].includes(cell.trim().toLowerCase());

/**
 * Hardcover's library export (Settings → Export your data → CSV), read by column name: one
 * row per book with its status, half-star rating, dates, review, private notes (kept as a
 * journal entry), lists (as tags) and whether it is owned (docs/import-export.md).
 */
export function parseHardcover(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, HARDCOVER_COLUMNS, 'The file', 'Hardcover');
  const rows = records.map((record) => {
    const unread: string[] = [];
    const status = statusCell(record.cell('Status'), STATUSES, 'Status', unread);
    const started = dateCell(record.cell('Date Started'), 'Date Started', unread);
    const finished = dateCell(record.cell('Date Finished'), 'Date Finished', unread);
    const added = dateCell(record.cell('Date Added'), 'Date Added', unread);
    const reading =
      status === 'currentlyReading'
        ? readingOf(started, null, null, true)
        : status === 'read' || status === 'DNF'
          ? readingOf(started, finished, status === 'DNF' ? 'DNF' : 'read')
          : null;
    const isbn = cleanIsbn(record.cell('ISBN 13')) ?? cleanIsbn(record.cell('ISBN 10'));
    const bookId = record.cell('Hardcover Book ID').trim();
    const title = record.cell('Title').trim();
    const notes = record.cell('Private Notes').trim();
    // "Favorites (#3), Space Opera (#12)": the position in a list is not Shelfmark's business.
    const lists = splitList(record.cell('Lists')).map((list) => list.replace(/\s*\(#\d+\)$/, ''));
    // Hardcover's export writes Publish Date; a file naming the column Release Date is read too.
    const published = record.has('Publish Date') ? 'Publish Date' : 'Release Date';
    const releaseYear = dateCell(record.cell(published), published, unread);
    const row: ServiceRow = {
      rowNumber: record.line,
      sourceKey: bookId ? `hardcover:${bookId}` : isbn ? `hardcover-isbn:${isbn}` : `hardcover-title:${title.toLowerCase()}`,
      type: 'book',
      title,
      // "Roberto Bolaño, Natasha Wimmer (Translator)": the translator is not a creator.
      creators: creatorsOf(splitNames(record.cell('Author'))),
      isbn,
      year: releaseYear ? Number(releaseYear.iso.slice(0, 4)) : null,
      pages: parseWhole(record.cell('Pages')),
      status,
      rating: starsToRating(record.cell('Rating')),
      review: plainReview(record.cell('Review')),
      favorited: lists.some((list) => /^favou?rites?$/i.test(list)),
      addedAt: added?.iso ?? null,
      readings: reading ? [reading] : [],
      tags: [...lists.filter((list) => !/^favou?rites?$/i.test(list)), ...(isTrue(record.cell('Owned')) ? ['owned'] : [])],
      journal: notes ? [{ title: 'Private notes (Hardcover)', body: notes, time: (finished ?? added ?? started)?.iso ?? now.toISOString(), page: null, reading: null }] : [],
      unread,
    };
    return toParsedRow(row, now);
  });
  return { rows, extra: null };
}
