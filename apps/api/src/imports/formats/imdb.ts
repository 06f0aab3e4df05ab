import type { MediaType } from '@shelfmark/contract';
import { invalid } from '../../errors';
import { genreIdsFor } from '../../media/genre-names';
import { type CsvRecord, readCsv } from '../files/csv';
import type { ParsedFile } from '../rows/parsed-file';
import { type ServiceRow, toParsedRow } from '../rows/service-rows';
import { creatorsOf, splitNames } from '../rows/creators';
import { dateCell } from '../rows/dates';
import { parseWhole, splitList, tenPointRating } from '../rows/text';
import { externalIdsOf } from '../rows/external-ids';

const IMDB_COLUMNS = ['Const', 'Title', 'Title Type'] as const;

/** IMDb's Title Type (current files, and older files' camelCase) to a Shelfmark type; null for what Shelfmark does not keep. */
const TITLE_TYPES: Record<string, MediaType> = {
  movie: 'movie',
  'tv movie': 'movie',
  tvmovie: 'movie',
  video: 'movie',
  short: 'movie',
  'tv short': 'movie',
  tvshort: 'movie',
  'tv special': 'movie',
  tvspecial: 'movie',
  'tv series': 'tvshow',
  tvseries: 'tvshow',
  'tv mini series': 'tvshow',
  tvminiseries: 'tvshow',
  'video game': 'videogame',
  videogame: 'videogame',
};
const EPISODES = new Set(['tv episode', 'tvepisode', 'podcast episode', 'podcastepisode']);

function skipReason(titleType: string): string | undefined {
  const key = titleType.trim().toLowerCase();
  if (key in TITLE_TYPES) return undefined;
  if (EPISODES.has(key)) return 'IMDb episodes are not imported: Shelfmark rates the show, not its episodes';
  return `Shelfmark has no place for a “${titleType.trim() || 'untyped title'}”`;
}

/**
 * IMDb's ratings export (Your Ratings → Export) or a list or watchlist export: the ratings file
 * has Your Rating and Date Rated on every row; a list has Position, Created and Modified, and
 * Your Rating only where the user rated the title (docs/import-export.md).
 */
export function parseImdb(data: Buffer, now = new Date()): ParsedFile {
  const records = readCsv(data, IMDB_COLUMNS, 'The file', 'IMDb');
  const first = records[0];
  if (first && !first.has('Position') && !first.has('Your Rating')) {
    throw invalid('This is not an IMDb export: a ratings file has Your Rating, a list or watchlist has Position');
  }
  const rows = records.map((record) => toParsedRow(rowOf(record, now), now));
  return { rows, extra: null };
}

function rowOf(record: CsvRecord, now: Date): ServiceRow {
  const titleType = record.cell('Title Type');
  const key = titleType.trim().toLowerCase();
  const type = TITLE_TYPES[key] ?? (EPISODES.has(key) ? 'tvshow' : 'movie');
  const rating = tenPointRating(record.cell('Your Rating'));
  const unread: string[] = [];
  const rated = dateCell(record.cell('Date Rated'), 'Date Rated', unread);
  const created = dateCell(record.cell('Created'), 'Created', unread);
  const released = dateCell(record.cell('Release Date'), 'Release Date', unread);
  const year = parseWhole(record.cell('Year')) ?? (released ? Number(released.iso.slice(0, 4)) : null);
  const minutes = parseWhole(record.cell('Runtime (mins)'));
  const addedAt = created?.iso ?? rated?.iso ?? null;
  const constId = record.cell('Const').trim();
  const title = record.cell('Title').trim();
  return {
    rowNumber: record.line,
    sourceKey: constId ? `imdb:${constId}` : `imdb-title:${title.toLowerCase()}|${year ?? ''}`,
    type,
    title,
    creators: creatorsOf(splitNames(record.cell('Directors'))),
    isbn: null,
    year,
    // numPages holds a film's length in minutes.
    pages: type === 'movie' ? minutes : null,
    genres: genreIdsFor(splitList(record.cell('Genres'))),
    // Rated means seen; a list's unrated title is one to watch.
    status: rating !== null ? 'read' : 'TBR',
    rating,
    review: null,
    favorited: false,
    addedAt: addedAt && addedAt <= now.toISOString() ? addedAt : null,
    readings: [],
    tags: [],
    externalIds: externalIdsOf({ imdb: constId }),
    unread,
    ...(skipReason(titleType) ? { skip: skipReason(titleType) } : {}),
  };
}
