import type { Media, MediaType, Status, UserMediaSummary } from '@shelfmark/contract';

/** An entry of the mock library: a summary plus the status of its last ended reading. */
export interface MockEntry extends UserMediaSummary {
  endedReading?: { readingID: number; end: string; status: string };
}

/** The library the msw handlers read and change; tests fill it with `addEntry`. */
export const libraryStore: { entries: MockEntry[]; nextId: number } = { entries: [], nextId: 1 };

export function resetLibraryStore(): void {
  libraryStore.entries = [];
  libraryStore.nextId = 1;
}

/** Adds an entry for the media item; with currentlyReading it gets a current reading of the same id. */
export function addEntry(media: Media, status: Status, fields: Partial<UserMediaSummary> = {}): MockEntry {
  const usermediaID = libraryStore.nextId++;
  const entry: MockEntry = {
    usermediaID,
    mediaID: media.mediaID,
    media,
    status,
    rating: 0,
    review: null,
    favorited: false,
    progress: 0,
    currentReading: status === 'currentlyReading' ? { readingID: usermediaID } : null,
    tags: [],
    ...fields,
  };
  libraryStore.entries.push(entry);
  return entry;
}

/** The entries of a shelf: a status, 'recent' (all) or 'favorites', optionally of one media type. */
export function shelfEntries(library: string, type?: MediaType): MockEntry[] {
  return libraryStore.entries.filter(
    (entry) =>
      (library === 'recent' || (library === 'favorites' ? entry.favorited : entry.status === library)) &&
      (!type || entry.media.type === type),
  );
}
