import type { ExternalIds } from '@shelfmark/contract';
import { invalid } from '../../errors';
import { readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { type ServiceRow, toParsedRow } from '../rows/service-rows';
import { creatorsOf, splitNames } from '../rows/creators';
import { dateCell } from '../rows/dates';
import { parseWhole, splitList, starsToRating, tenPointRating } from '../rows/text';
import { externalIdsOf } from '../rows/external-ids';

interface Film {
  line: number;
  title: string;
  year: number | null;
  rating: number | null;
  watches: string[];
  reviews: string[];
  tags: string[];
  directors: string[];
  unread: string[];
  /** tmdbID and imdbID, when the file has them (the export zip's films have only a boxd.it link). */
  ids: ExternalIds;
}

/**
 * Letterboxd's import CSV (letterboxd.com/about/importing-data), which Shelfmark's Letterboxd
 * export writes: Title, Year, Rating (half stars) or Rating10, WatchedDate, Rewatch, Review,
 * Tags (also LetterboxdURI, tmdbID, imdbID, Directors). Each line is a watch of a film seen;
 * lines of the same title and year are one row, each dated line a reading.
 */
export function parseLetterboxdCsv(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, [], 'The file', 'Letterboxd');
  const first = records[0];
  const identified = (record: typeof first) => record && (record.has('Title') || record.has('Name')) && ['Year', 'LetterboxdURI', 'tmdbID', 'imdbID'].some((column) => record.has(column));
  if (!identified(first)) {
    throw invalid('This is not a Letterboxd file: send the export zip, or a CSV in Letterboxd’s import format (Title with Year, LetterboxdURI, tmdbID or imdbID)');
  }
  const films = new Map<string, Film>();
  for (const record of records) {
    const title = (record.cell('Title') || record.cell('Name')).trim();
    const year = parseWhole(record.cell('Year'));
    const key = `${title.toLowerCase()}|${year ?? ''}`;
    const film = films.get(key) ?? { line: record.line, title, year, rating: null, watches: [], reviews: [], tags: [], directors: [], unread: [], ids: {} };
    films.set(key, film);
    film.rating = tenPointRating(record.cell('Rating10')) ?? starsToRating(record.cell('Rating')) ?? film.rating;
    const watched = dateCell(record.cell('WatchedDate'), 'WatchedDate', film.unread)?.iso;
    if (watched) film.watches.push(watched);
    const review = record.cell('Review').trim();
    if (review && !film.reviews.includes(review)) film.reviews.push(review);
    film.tags.push(...splitList(record.cell('Tags')));
    film.directors.push(...splitNames(record.cell('Directors')));
    film.ids = { ...externalIdsOf({ tmdb_movie: record.cell('tmdbID'), imdb: record.cell('imdbID') }), ...film.ids };
  }
  const rows = [...films.values()].map((film) => {
    const row: ServiceRow = {
      rowNumber: film.line,
      sourceKey: `letterboxd:${film.title.toLowerCase()}|${film.year ?? ''}`,
      type: 'movie',
      title: film.title,
      creators: creatorsOf(film.directors),
      isbn: null,
      year: film.year,
      pages: null,
      status: 'read',
      rating: film.rating,
      review: film.reviews.length > 0 ? film.reviews.join('\n\n') : null,
      favorited: false,
      addedAt: film.watches.toSorted()[0] ?? null,
      readings: film.watches.map((day) => ({ dateStarted: day, dateFinished: day, status: 'read' as const })),
      tags: [...new Map(film.tags.map((tag) => [tag.toLowerCase(), tag])).values()],
      externalIds: film.ids,
      unread: film.unread,
    };
    return toParsedRow(row, now);
  });
  return { rows, extra: null };
}
