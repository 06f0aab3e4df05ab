import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/db';
import type { ArchiveEntry, ArchiveMedia } from '../rows/archive-format';
import { archiveEntries, archiveMedia, entryBatches } from './records';

/** The columns of Letterboxd's import format (letterboxd.com/about/importing-data); tmdbID and imdbID let it match the film exactly. */
export const LETTERBOXD_HEADER = ['Title', 'Year', 'Rating', 'WatchedDate', 'Rewatch', 'Review', 'Tags', 'tmdbID', 'imdbID'] as const;

/**
 * One line per watch (a finished reading), oldest first, the later ones marked Rewatch; a film
 * seen without a dated watch is one line without a date. The rating (half stars) and tags are
 * on every line, the review on the last, where Letterboxd shows it.
 */
function linesOf(item: ArchiveMedia, entry: ArchiveEntry): string[][] {
  const watches = entry.readings.filter((reading) => reading.dateFinished !== null && reading.status !== 'DNF').map((reading) => reading.dateFinished?.slice(0, 10) ?? '');
  const dates = watches.length > 0 ? watches : [''];
  const rating = entry.rating === 0 ? '' : String(entry.rating / 2);
  return dates.map((date, index) => [
    item.title,
    item.publication?.slice(0, 4) ?? '',
    rating,
    date,
    index > 0 ? 'true' : 'false',
    index === dates.length - 1 ? (entry.review ?? '') : '',
    entry.tags.join(', '),
    item.externalIds?.['tmdb_movie'] ?? '',
    item.externalIds?.['imdb'] ?? '',
  ]);
}

/** The films on the shelf that were seen, in the CSV Letterboxd imports (docs/import-export.md). */
export async function* exportLetterboxd(db: Db, userId: number): AsyncGenerator<string> {
  yield stringify([[...LETTERBOXD_HEADER]]);
  for await (const rows of entryBatches(db, userId)) {
    const seen = rows.filter((row) => row.status === 'read');
    if (seen.length === 0) continue;
    const [entriesOut, mediaOut] = await Promise.all([archiveEntries(db, seen), archiveMedia(db, seen.map((row) => row.mediaId))]);
    const films = new Map(mediaOut.filter((item) => item.type === 'movie').map((item) => [item.mediaID, item]));
    const lines = entriesOut.flatMap((entry) => {
      const item = films.get(entry.mediaID);
      return item ? linesOf(item, entry) : [];
    });
    if (lines.length > 0) yield stringify(lines);
  }
}
