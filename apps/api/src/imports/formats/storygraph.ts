import type { Status } from '@shelfmark/contract';
import { readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { creatorsOf, splitNames } from '../rows/creators';
import { dateCell } from '../rows/dates';
import { plainReview, type ServiceRow, statusCell, toParsedRow } from '../rows/service-rows';
import { cleanIsbn, isQuarterStar, ROUNDED_RATINGS, splitList, starsToRating } from '../rows/text';

const STORYGRAPH_COLUMNS = ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating'] as const;

const STATUSES: Record<string, Status> = {
  read: 'read',
  'to-read': 'TBR',
  'currently-reading': 'currentlyReading',
  // Paused: started and not given up, which Shelfmark calls currently reading.
  paused: 'currentlyReading',
  'did-not-finish': 'DNF',
};

/**
 * "2023/01/05-2023/01/20, 2024/03/01-2024/03/15": one range (or one day) per read, separated by
 * commas or semicolons (both are in real exports); "2024/06/02-" is a read still going on.
 */
function readsOf(cell: string, unread: string[]): { start: string | null; end: string | null }[] {
  const day = (text: string) => dateCell(text, 'Dates Read', unread)?.iso ?? null;
  return cell
    .split(/[,;]/)
    .map((range) => range.trim())
    .filter(Boolean)
    .map((range) => {
      if (/-\s*$/.test(range)) return { start: day(range.replace(/\s*-\s*$/, '')), end: null };
      const [from = '', to] = range.split(/\s*-\s*(?=\d{4}[/-])|\s+to\s+/);
      const start = day(from);
      return { start, end: to === undefined ? start : day(to) };
    });
}

/**
 * The StoryGraph's "Export StoryGraph Library" CSV (docs/import-export.md): quarter-star
 * ratings, every read's date range in Dates Read, tags and moods.
 */
export function parseStoryGraph(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, STORYGRAPH_COLUMNS, 'The file', 'StoryGraph');
  const rows = records.map((record) => {
    const unread: string[] = [];
    const status = statusCell(record.cell('Read Status'), STATUSES, 'Read Status', unread);
    const uid = record.cell('ISBN/UID').trim();
    const title = record.cell('Title').trim();
    const readStatus = status === 'DNF' ? 'DNF' : 'read';
    let reads = readsOf(record.cell('Dates Read'), unread);
    const lastRead = dateCell(record.cell('Last Date Read'), 'Last Date Read', unread)?.iso ?? null;
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
      // Contributors (translators, narrators…) are not creators: the Contributors column is not read.
      creators: creatorsOf(splitNames(record.cell('Authors'))),
      isbn: cleanIsbn(uid),
      year: null,
      pages: null,
      status,
      rating: starsToRating(record.cell('Star Rating')),
      review: plainReview(record.cell('Review')),
      favorited: false,
      addedAt: dateCell(record.cell('Date Added'), 'Date Added', unread)?.iso ?? null,
      readings,
      tags: splitList(record.cell('Tags')),
      unread,
    };
    return toParsedRow(row, now);
  });
  const rounded = records.some((record) => isQuarterStar(record.cell('Star Rating')));
  return { rows, extra: rounded ? { notices: [ROUNDED_RATINGS.quarterStars] } : null };
}
