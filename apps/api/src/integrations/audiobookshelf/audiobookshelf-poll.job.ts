import { INTEGRATION_FAILURES_BEFORE_PAUSE } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import type { AuthUser } from '../../auth/session-tokens';
import { recordFailure, recordSuccess } from '../koreader/synced-progress.repository';
import { AudiobookshelfFailure, fetchItemMetadata, fetchListeningProgress, type ListeningProgress } from './audiobookshelf-client';
import { type ClaimedServer, findItem, insertItem, type ItemRow, updateItemProgress } from './audiobookshelf.repository';
import { applyItem } from './audiobookshelf.service';
import { matchBook } from './book-match.repository';

async function recordItem(db: Db, server: ClaimedServer, viewer: AuthUser, progress: ListeningProgress): Promise<ItemRow | null> {
  const known = await findItem(db, server.integrationId, progress.libraryItemId);
  if (known) {
    if (known.lastUpdate === progress.lastUpdate && known.isFinished === progress.isFinished) return known;
    return updateItemProgress(db, known.itemId, progress);
  }
  const metadata = await fetchItemMetadata(server.address, server.apiToken, progress.libraryItemId).catch((error: unknown) => {
    // An item removed from the library keeps its progress there; it is no failure of the server.
    if (error instanceof AudiobookshelfFailure && error.status === 404) return null;
    throw error;
  });
  if (!metadata) return null;
  return insertItem(db, {
    integrationId: server.integrationId,
    libraryItemId: progress.libraryItemId,
    title: metadata.title,
    author: metadata.authorName,
    isbn: metadata.isbn,
    asin: metadata.asin,
    progress: progress.progress,
    isFinished: progress.isFinished,
    lastUpdate: progress.lastUpdate,
    mediaId: await matchBook(db, viewer, metadata),
  });
}

/**
 * One poll of one server: its books' progress (podcast episodes and untouched items left out),
 * each item recorded (its metadata fetched once, and matched to a book), and matched books moved.
 * A failed call counts towards pausing the integration; a success ends the run of failures.
 */
export async function pollServer(db: Db, server: ClaimedServer): Promise<void> {
  const viewer: AuthUser = { userId: server.userId, role: server.role };
  try {
    const progress = await fetchListeningProgress(server.address, server.apiToken);
    for (const entry of progress) {
      if (entry.episodeId !== null || (entry.progress <= 0 && !entry.isFinished)) continue;
      const item = await recordItem(db, server, viewer, entry);
      if (item) await applyItem(db, viewer, item, server.settings.autoMarkDone);
    }
    await recordSuccess(db, server.integrationId);
  } catch (error) {
    if (!(error instanceof AudiobookshelfFailure)) throw error;
    await recordFailure(db, server.integrationId, error.message, INTEGRATION_FAILURES_BEFORE_PAUSE);
  }
}
