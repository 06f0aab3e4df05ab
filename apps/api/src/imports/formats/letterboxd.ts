import { invalid } from '../../errors';
import { type CsvRecord, readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { type ServiceRow, toParsedRow } from '../rows/service-rows';
import { dateCell } from '../rows/dates';
import { parseWhole, splitList, starsToRating } from '../rows/text';
import { exportRoot, openZip } from '../files/zip';
import { parseLetterboxdCsv } from './letterboxd-csv';

const BASE = ['Date', 'Name', 'Year'] as const;

/** The files of a Letterboxd export read here, in the order rows are numbered, and their columns. */
const LETTERBOXD_FILES = {
  'watched.csv': BASE,
  'diary.csv': [...BASE, 'Rating', 'Watched Date'],
  'ratings.csv': [...BASE, 'Rating'],
  'reviews.csv': [...BASE, 'Rating', 'Review'],
  'watchlist.csv': BASE,
} as const;
type LetterboxdFile = keyof typeof LETTERBOXD_FILES;
const FILE_NAMES = Object.keys(LETTERBOXD_FILES) as LetterboxdFile[];

interface Film {
  firstSeen: { file: LetterboxdFile; line: number };
  name: string;
  year: number | null;
  watched: boolean;
  watchlisted: boolean;
  rating: { date: string; value: number } | null;
  reviews: { date: string; text: string }[];
  watchDates: string[];
  tags: string[];
  dates: string[];
  unread: string[];
}

/**
 * The export's own files, read by their full path under the export's folder: the zip also
 * holds deleted/ and orphaned/ folders with files of the same names, in any order.
 */
async function readExportFiles(data: Buffer): Promise<Map<LetterboxdFile, Buffer>> {
  const zip = await openZip(data);
  try {
    const root = exportRoot(zip.paths, (name) => (FILE_NAMES as string[]).includes(name));
    if (root === null) throw invalid(`This zip is not a Letterboxd export: it has none of ${FILE_NAMES.join(', ')}`);
    const files = new Map<LetterboxdFile, Buffer>();
    for (const name of FILE_NAMES) {
      if (zip.paths.includes(`${root}${name}`)) files.set(name, await zip.read(`${root}${name}`));
    }
    return files;
  } finally {
    zip.close();
  }
}

const newer = (a: { date: string } | null, date: string) => a === null || date >= a.date;

/**
 * A Letterboxd export zip, or a CSV in Letterboxd's import format (docs/import-export.md): one row per film, gathered from every
 * file it appears in. Diary lines are watches (a rewatch is another reading).
 */
export async function parseLetterboxd(data: Buffer, now = new Date()): Promise<ParsedFile> {
  // A zip starts with "PK"; anything else is taken for a CSV in Letterboxd's import format.
  if (data.length > 0 && data.subarray(0, 2).toString('latin1') !== 'PK') return parseLetterboxdCsv(data, now);
  const files = await readExportFiles(data);
  const films = new Map<string, Film>();
  const filmOf = (file: LetterboxdFile, record: CsvRecord): Film => {
    const name = record.cell('Name').trim();
    const year = parseWhole(record.cell('Year'));
    const key = `${name.toLowerCase()}|${year ?? ''}`;
    let film = films.get(key);
    if (!film) {
      film = { firstSeen: { file, line: record.line }, name, year, watched: false, watchlisted: false, rating: null, reviews: [], watchDates: [], tags: [], dates: [], unread: [] };
      films.set(key, film);
    }
    return film;
  };
  for (const file of FILE_NAMES) {
    const content = files.get(file);
    if (!content) continue;
    for (const record of readCsv(content, LETTERBOXD_FILES[file], file, 'Letterboxd')) {
      const film = filmOf(file, record);
      const date = dateCell(record.cell('Date'), `${file} Date`, film.unread)?.iso ?? '';
      if (date) film.dates.push(date);
      const rating = starsToRating(record.cell('Rating'));
      if (file === 'watchlist.csv') film.watchlisted = true;
      else film.watched = true;
      if (rating !== null && (file === 'ratings.csv' || newer(film.rating, date))) film.rating = { date: file === 'ratings.csv' ? '~' : date, value: rating };
      if (file === 'diary.csv') {
        const watched = dateCell(record.cell('Watched Date'), 'diary.csv Watched Date', film.unread)?.iso ?? (date || null);
        if (watched) film.watchDates.push(watched);
      }
      if (file === 'reviews.csv' && record.cell('Review').trim()) film.reviews.push({ date, text: record.cell('Review').trim() });
      film.tags.push(...splitList(record.cell('Tags')));
    }
  }
  const rows = [...films.values()].map((film) => {
    const row: ServiceRow = {
      rowNumber: film.firstSeen.line,
      sourceKey: `letterboxd:${film.name.toLowerCase()}|${film.year ?? ''}`,
      type: 'movie',
      title: film.name,
      creators: [],
      isbn: null,
      year: film.year,
      pages: null,
      status: film.watched ? 'read' : 'TBR',
      rating: film.rating?.value ?? null,
      review: film.reviews.length === 0 ? null : film.reviews.sort((a, b) => a.date.localeCompare(b.date)).map((review) => review.text).join('\n\n'),
      favorited: false,
      addedAt: film.dates.sort()[0] ?? null,
      // A film logged twice on one day is one watch (toParsedRow keeps it once).
      readings: film.watchDates.map((day) => ({ dateStarted: day, dateFinished: day, status: 'read' as const })),
      tags: [...new Map(film.tags.map((tag) => [tag.toLowerCase(), tag])).values()],
      unread: film.unread,
    };
    return toParsedRow(row, now);
  });
  return { rows, extra: null };
}
