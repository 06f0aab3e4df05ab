import { AUDIOBOOKSHELF_MESSAGES } from '@shelfmark/contract';
import { trimSlash } from '../../http/public-url';

/**
 * The few calls Shelfmark makes to an Audiobookshelf server, as its API and source define them
 * (advplyr/audiobookshelf: server/controllers/MeController.js `GET /api/me`, whose
 * mediaProgress entries are server/objects/user/MediaProgress.js toJSON; LibraryItemController
 * `GET /api/items/:id`, whose media.metadata carries title, authorName, isbn, asin). Every call
 * sends the API token as a Bearer token.
 */

/** One entry of the user's mediaProgress (MediaProgress.toJSON). */
export interface ListeningProgress {
  libraryItemId: string;
  /** Set for a podcast episode, which Shelfmark leaves alone. */
  episodeId: string | null;
  /** 0 to 1. */
  progress: number;
  isFinished: boolean;
  /** Milliseconds. */
  lastUpdate: number;
}

export interface ItemMetadata {
  title: string;
  authorName: string;
  isbn: string | null;
  asin: string | null;
}

/** A call that failed: the server was unreachable, refused the token, or answered something unreadable. */
export class AudiobookshelfFailure extends Error {
  constructor(
    message: string,
    /** The status of an answer that was not a success, if one came. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

async function getJson(address: string, token: string, path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${trimSlash(address)}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const detail = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 10 seconds' : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'network error';
    throw new AudiobookshelfFailure(AUDIOBOOKSHELF_MESSAGES.unreachable(detail));
  }
  if (response.status === 401 || response.status === 403) throw new AudiobookshelfFailure(AUDIOBOOKSHELF_MESSAGES.refused);
  if (!response.ok) throw new AudiobookshelfFailure(AUDIOBOOKSHELF_MESSAGES.answered(response.status), response.status);
  try {
    return await response.json();
  } catch {
    throw new AudiobookshelfFailure(AUDIOBOOKSHELF_MESSAGES.malformed);
  }
}

const record = (value: unknown): Record<string, unknown> | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readProgress(value: unknown): ListeningProgress | null {
  const entry = record(value);
  const libraryItemId = text(entry?.['libraryItemId']);
  if (!entry || !libraryItemId) return null;
  return {
    libraryItemId,
    episodeId: text(entry['episodeId']),
    progress: Math.min(1, Math.max(0, number(entry['progress']) ?? 0)),
    isFinished: entry['isFinished'] === true,
    lastUpdate: number(entry['lastUpdate']) ?? 0,
  };
}

/** The user's listening progress, books and episodes, finished or not (GET /api/me, mediaProgress). */
export async function fetchListeningProgress(address: string, token: string): Promise<ListeningProgress[]> {
  const me = record(await getJson(address, token, '/api/me'));
  const entries = me?.['mediaProgress'];
  if (!Array.isArray(entries)) throw new AudiobookshelfFailure(AUDIOBOOKSHELF_MESSAGES.malformed);
  return entries.map(readProgress).filter((entry): entry is ListeningProgress => entry !== null);
}

/** A library item's title, author and ids (GET /api/items/:id, media.metadata). */
export async function fetchItemMetadata(address: string, token: string, libraryItemId: string): Promise<ItemMetadata> {
  const item = record(await getJson(address, token, `/api/items/${encodeURIComponent(libraryItemId)}`));
  const metadata = record(record(item?.['media'])?.['metadata']);
  const title = text(metadata?.['title']);
  if (!metadata || !title) throw new AudiobookshelfFailure(AUDIOBOOKSHELF_MESSAGES.malformed);
  return { title, authorName: text(metadata['authorName']) ?? '', isbn: text(metadata['isbn']), asin: text(metadata['asin']) };
}
