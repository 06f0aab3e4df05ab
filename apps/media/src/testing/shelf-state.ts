import type { Creator, Media, Series, UserMedia } from '@shelfmark/contract';
import { media as fixtures } from '@shelfmark/testing';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the media handlers serve and record; each test builds its own. */
export interface ShelfState {
  media: Media[];
  items: UserMedia[];
  creators: Creator[];
  series: Series[];
  calls: RecordedCall[];
  /** Paths (method and path, e.g. 'PATCH /usermedias/1') that answer this status instead. */
  failures: Record<string, number>;
  nextId: number;
}

export function createShelfState(overrides: Partial<ShelfState> = {}): ShelfState {
  return {
    media: Object.values(fixtures),
    items: [],
    creators: [],
    series: [],
    calls: [],
    failures: {},
    nextId: 1000,
    ...overrides,
  };
}

/** A library entry for a media item with nothing recorded yet. */
export function shelfItem(media: Media, fields: Partial<UserMedia> = {}): UserMedia {
  return {
    usermediaID: media.mediaID + 100,
    mediaID: media.mediaID,
    media,
    status: 'library',
    rating: 0,
    review: null,
    favorited: false,
    progress: 0,
    currentReading: null,
    readings: [],
    entries: [],
    recommendations: [],
    tags: [],
    ...fields,
  };
}

export function callsTo(state: ShelfState, method: string, path: string): RecordedCall[] {
  return state.calls.filter((call) => call.method === method && call.path === path);
}
