import { INTEGRATION_FAILURES_BEFORE_PAUSE, INTEGRATION_LABELS } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import type { AuthUser } from '../../auth/session-tokens';
import { applyProgress } from '../koreader/book-progress.service';
import { recordFailure, recordSuccess } from '../koreader/synced-progress.repository';
import { AudiobookshelfFailure, fetchItemMetadata, fetchListeningProgress, type ListeningProgress } from './audiobookshelf-client';
import { type ClaimedServer, findItem, insertItem, type ItemRow, setAppliedProgress, updateItemProgress } from './audiobookshelf.repository';
import { matchBook } from './book-match.repository';

/** What the shelf was last moved to: the end for a finished item, else its share. */
const shareOf = (item: Pick<ItemRow, 'progress' | 'isFinished'>) => (item.isFinished ? 1 : item.progress);

async function recordItem(db: Db, server: ClaimedServer, viewer: AuthUser, progress: ListeningProgress): Promise<ItemRow | null> {
  const known = await findItem(db, server.integrationId, progress.libraryItemId);
  if (known) {
    if (known.lastUpdate === progress.lastUpdate && known.isFinished === progress.isFinished) return known;
    return updateItemProgress(db, known.itemId, progress);
  }
  const metadata = await fetchItemMetadata(server.address, server.apiToken, progress.libraryItemId);
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

/** Moves the item's book when it has one and its progress changed since the last move. */
export async function applyItem(db: Db, viewer: AuthUser, item: ItemRow, autoMarkDone: boolean): Promise<void> {
  if (item.mediaId === null || item.appliedProgress === shareOf(item)) return;
  await applyProgress(db, viewer, {
    integrationId: item.integrationId,
    mediaId: item.mediaId,
    share: item.progress,
    finished: item.isFinished,
    source: INTEGRATION_LABELS.audiobookshelf,
    verb: 'Listened',
    autoMarkDone,
  });
  await setAppliedProgress(db, item.itemId, shareOf(item));
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
