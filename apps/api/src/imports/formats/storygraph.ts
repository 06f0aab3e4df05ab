import type { Status } from '@shelfmark/contract';
import { readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { plainReview, type ServiceRow, toParsedRow } from '../rows/service-rows';
import { cleanIsbn, isQuarterStar, parseDay, ROUNDED_RATINGS, splitList, starsToRating } from '../rows/text';

const STORYGRAPH_COLUMNS = ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating'] as const;

const STATUSES: Record<string, Status> = {
  read: 'read',
  'to-read': 'TBR',
  'currently-reading': 'currentlyReading',
  // Paused: started and not given up, which Shelfmark calls currently reading.
  paused: 'currentlyReading',
  'did-not-finish': 'DNF',
};

/** "2023/01/05-2023/01/20, 2024/03/01-2024/03/15": one range (or one day) per read. */
function readsOf(cell: string): { start: string | null; end: string | null }[] {
  return splitList(cell).map((range) => {
    // "2024/06/02-" is a read still going on.
    if (/-\s*$/.test(range)) return { start: parseDay(range.replace(/\s*-\s*$/, '')), end: null };
    const [from = '', to] = range.split(/\s*-\s*(?=\d{4}[/-])|\s+to\s+/);
    const start = parseDay(from);
    return { start, end: to === undefined ? start : parseDay(to) };
  });
}

/**
 * The StoryGraph's "Export StoryGraph Library" CSV (docs/import-export.md): quarter-star
 * ratings, every read's date range in Dates Read, tags and moods.
 */
export function parseStoryGraph(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, STORYGRAPH_COLUMNS, 'The file', 'StoryGraph');
  const rows = records.map((record) => {
    const status = STATUSES[record.cell('Read Status').trim().toLowerCase()] ?? 'library';
    const uid = record.cell('ISBN/UID').trim();
    const title = record.cell('Title').trim();
    const readStatus = status === 'DNF' ? 'DNF' : 'read';
    let reads = readsOf(record.cell('Dates Read'));
    const lastRead = parseDay(record.cell('Last Date Read'));
    if (reads.length === 0 && lastRead) reads = [{ start: lastRead, end: lastRead }];
    const readings: ServiceRow['readings'] = reads.flatMap(({ start, end }) => {
      const dateStarted = start ?? end;
      if (!dateStarted) return [];
      const open = end === null && status === 'currentlyReading';
      return [{ dateStarted, dateFinished: open ? null : (end ?? dateStarted), status: open ? null : readStatus }];
    });
    const row: ServiceRow = {
      rowNumber: record.line,
      sourceKey: uid ? `storygraph:${uid}` : `storygraph-title:${title.toLowerCase()}`,
      type: 'book',
      title,
      creators: splitList(record.cell('Authors')),
      isbn: cleanIsbn(uid),
      year: null,
      pages: null,
      status,
      rating: starsToRating(record.cell('Star Rating')),
      review: plainReview(record.cell('Review')),
      favorited: false,
      addedAt: parseDay(record.cell('Date Added')),
      readings,
      tags: splitList(record.cell('Tags')),
    };
    return toParsedRow(row, now);
  });
  const rounded = records.some((record) => isQuarterStar(record.cell('Star Rating')));
  return { rows, extra: rounded ? { notices: [ROUNDED_RATINGS.quarterStars] } : null };
}
