import type { ExternalIds, MediaType, Status } from '@shelfmark/contract';
import type { LibraryEntryInput, WatchInput } from './archive-format';
import type { ParsedRow } from './parsed-file';
import { unreadNote } from './dates';
import { type Reading, tidyReadings } from './readings';

export interface ServiceRow {
  rowNumber: number;
  sourceKey: string;
  type: MediaType;
  title: string;
  creators: string[];
  isbn: string | null;
  year: number | null;
  pages: number | null;
  status: Status;
  rating: number | null;
  review: string | null;
  favorited: boolean;
  addedAt: string | null;
  readings: Reading[];
  tags: string[];
  /** Pages read, episodes watched… (0 when the file does not say). */
  progress?: number;
  /** Length in minutes (films) or episodes (TV shows), for a record created from the row. */
  episodes?: number | null;
  genres?: number[];
  /** The work's ids at other services, normalised (externalIdsOf). */
  externalIds?: ExternalIds;
  /** Episodes watched, each play dated; its reading is the one whose dates hold it. */
  watches?: WatchInput[];
  /** Notes the service keeps, as journal entries. */
  journal?: LibraryEntryInput['entries'];
  /** Why the row is left out (an episode, a board game…). */
  skip?: string;
  /** Values of the file the importer could not read (a date in an unknown form…), said on the row. */
  unread?: string[];
  /** The row's readings on one day are distinct reads (Goodreads' undated re-reads), not one play reported twice. */
  distinctReadsOnOneDay?: boolean;
}

const latest = (dates: (string | null)[]) => dates.filter((date): date is string => date !== null).sort().at(-1) ?? null;

/** The row as stored for the job: what the inbox shows, and the entry it will write. */
export function toParsedRow(row: ServiceRow, now: Date): ParsedRow {
  const readings = tidyReadings(row.readings, now, row.distinctReadsOnOneDay);
  const entry: LibraryEntryInput = {
    status: row.status,
    rating: row.rating ?? 0,
    review: row.review,
    favorited: row.favorited,
    progress: row.progress ?? 0,
    addedAt: row.addedAt,
    readings,
    entries: row.journal ?? [],
    tags: row.tags,
    favoriteSubmedia: [],
    ...(row.watches && row.watches.length > 0 ? { watches: row.watches.filter((watch) => watch.watchedAt <= now.toISOString()) } : {}),
  };
  return {
    rowNumber: row.rowNumber,
    sourceKey: row.sourceKey,
    type: row.type,
    title: row.title,
    creator: row.creators.join(' & '),
    isbn: row.isbn,
    status: row.status,
    rating: row.rating,
    ...(row.skip ? { skip: row.skip } : {}),
    data: {
      kind: 'service',
      type: row.type,
      title: row.title,
      creators: row.creators,
      isbn: row.isbn,
      year: row.year,
      pages: row.pages,
      ...(row.episodes !== undefined ? { episodes: row.episodes } : {}),
      ...(row.genres && row.genres.length > 0 ? { genres: row.genres } : {}),
      ...(row.externalIds && Object.keys(row.externalIds).length > 0 ? { externalIds: row.externalIds } : {}),
      ...(row.unread && row.unread.length > 0 ? { unread: [...new Set(row.unread)] } : {}),
      entry,
      changedAt: latest([row.addedAt, ...readings.flatMap((reading) => [reading.dateStarted, reading.dateFinished])]),
    },
  };
}

/**
 * A status cell through the service's words for its statuses (keys in lower case). A word the
 * importer does not know keeps the item in the library, and `unread` says which word it was.
 */
export function statusCell(cell: string, statuses: Record<string, Status>, field: string, unread: string[]): Status {
  const word = cell.trim().toLowerCase();
  const status = statuses[word];
  if (status) return status;
  if (word !== '') unread.push(unreadNote(field, cell, 'it is not a status Shelfmark knows, so the item is in the library'));
  return 'library';
}

/** Reviews written as HTML by the service (Goodreads' <br/>) as plain lines. */
export function plainReview(text: string): string | null {
  const plain = text.replace(/<br\s*\/?>/gi, '\n').trim();
  return plain === '' ? null : plain;
}

const DNF_SHELVES = new Set(['dnf', 'did-not-finish', 'did-not-finish-dnf', 'abandoned', 'gave-up', 'unfinished']);
const FAVOURITE_SHELVES = new Set(['favorites', 'favourites', 'favorite', 'favourite']);

export const isDnfShelf = (shelf: string) => DNF_SHELVES.has(shelf.toLowerCase());
export const isFavouriteShelf = (shelf: string) => FAVOURITE_SHELVES.has(shelf.toLowerCase());
