import { compareByCreator, compareSortKeys, sortKey, type Media, type MediaType, type SortBy, type Status, type UserMedia, type UserMediaSummary } from '@shelfmark/contract';
import { users } from '../fixtures/users';
import { mockDb, seedId, type MockEntry } from './mock-db';

/** Adds the item to the catalogue, or replaces the one with its id (e.g. a copy with another publication date). */
export function putMedia(...items: Media[]): void {
  for (const item of items) {
    const at = mockDb.media.findIndex((existing) => existing.mediaID === item.mediaID);
    if (at === -1) mockDb.media.push(item);
    else mockDb.media[at] = item;
  }
}

export function findMedia(mediaID: number): Media | undefined {
  return mockDb.media.find((item) => item.mediaID === mediaID);
}

export type EntryFields = Partial<Omit<MockEntry, 'media' | 'mediaID'>>;

/**
 * Puts an item on a user's shelf (the reader's unless `userID` is given) and into the
 * catalogue. currentlyReading gets a current reading, as the API starts one.
 */
export function addEntry(media: Media, status: Status = 'library', fields: EntryFields = {}): MockEntry {
  putMedia(media);
  const usermediaID = fields.usermediaID ?? seedId();
  const reading =
    status === 'currentlyReading' && fields.currentReading === undefined
      ? { readingID: seedId(), dateStarted: '2026-01-01T10:00:00.000Z', dateFinished: null, status: null, entries: [] }
      : null;
  const entry: MockEntry = {
    userID: users.reader.userID,
    usermediaID,
    mediaID: media.mediaID,
    media,
    status,
    rating: 0,
    review: null,
    favorited: false,
    progress: 0,
    currentReading: reading && { readingID: reading.readingID },
    readings: reading ? [reading] : [],
    entries: [],
    recommendations: [],
    tags: [],
    ...fields,
  };
  mockDb.entries.push(entry);
  return entry;
}

export function findEntry(usermediaID: number): MockEntry | undefined {
  return mockDb.entries.find((entry) => entry.usermediaID === usermediaID);
}

export function entryOfMedia(userID: number, mediaID: number): MockEntry | undefined {
  return mockDb.entries.find((entry) => entry.userID === userID && entry.mediaID === mediaID);
}

/** The entry as the API answers it: its item as the catalogue has it now, without the owner. */
export function entryAnswer({ userID: _userID, ...entry }: MockEntry): UserMedia {
  return { ...entry, media: findMedia(entry.mediaID) ?? entry.media };
}

export function summaryAnswer(entry: MockEntry): UserMediaSummary {
  const { readings: _readings, entries: _entries, recommendations: _recommendations, ...summary } = entryAnswer(entry);
  return summary;
}

export interface ShelfFilter {
  userID: number;
  /** A status, 'recent' (everything) or 'favorites'. */
  library: string;
  type?: MediaType | undefined;
  genre?: number | undefined;
}

export function shelfEntries({ userID, library, type, genre }: ShelfFilter): MockEntry[] {
  return mockDb.entries.filter((entry) => {
    const media = findMedia(entry.mediaID) ?? entry.media;
    return (
      entry.userID === userID &&
      (library === 'recent' || (library === 'favorites' ? entry.favorited : entry.status === library)) &&
      (!type || media.type === type) &&
      (!genre || media.genres.some((ref) => ref.genreID === genre))
    );
  });
}

/** The server's orders (the contract's sort rule): creator, then title; ties by entry id. */
function compare(sortBy: SortBy, a: MockEntry, b: MockEntry): number {
  const byId = a.usermediaID - b.usermediaID;
  if (sortBy === 'recent') return byId;
  if (sortBy === 'title') return compareSortKeys(sortKey(a.media.title), sortKey(b.media.title)) || byId;
  return compareByCreator(a.media, b.media) || byId;
}

export function sortEntries(entries: readonly MockEntry[], sortBy: SortBy, asc: boolean): MockEntry[] {
  return [...entries].sort((a, b) => (asc ? compare(sortBy, a, b) : compare(sortBy, b, a)));
}
