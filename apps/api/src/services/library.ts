import { API_MESSAGES, type Status, type UserMedia, type UserMediaPatch } from '@shelfmark/contract';
import type { Db } from '../db/database';
import { conflict, invalid, notFound } from '../errors';
import {
  deleteEntry,
  type EntryRow,
  findEntry,
  finishReading,
  insertEntry,
  openReadingOf,
  startReading,
  updateEntry,
} from '../repositories/library-entries';
import { loadUserMedia } from '../repositories/library-loader';
import { requireVisibleMedia } from './media-access';
import { ownedBy } from './ownership';
import type { AuthUser } from './session-tokens';

export async function requireOwnEntry(db: Db, usermediaId: number, viewer: AuthUser): Promise<EntryRow> {
  return ownedBy(await findEntry(db, usermediaId), viewer, API_MESSAGES.libraryItemNotFound);
}

export async function requireUserMedia(db: Db, usermediaId: number, viewer: AuthUser): Promise<UserMedia> {
  const loaded = await loadUserMedia(db, usermediaId, viewer.userId);
  if (!loaded) throw notFound(API_MESSAGES.libraryItemNotFound);
  return loaded;
}

/**
 * Status changes carry the reading along: entering currentlyReading starts a reading (the
 * current one) unless one is open; leaving it ends the open reading now, as read when the
 * new status is read and as DNF otherwise.
 */
async function changeStatus(db: Db, usermediaId: number, status: Status, now: Date): Promise<void> {
  const open = await openReadingOf(db, usermediaId);
  if (status === 'currentlyReading') {
    if (open === null) {
      await startReading(db, usermediaId, now);
      await updateEntry(db, usermediaId, { status, progress: 0 });
      return;
    }
  } else if (open !== null) {
    await finishReading(db, open, now, status === 'read' ? 'read' : 'DNF');
  }
  await updateEntry(db, usermediaId, { status });
}

export async function addToLibrary(db: Db, viewer: AuthUser, mediaId: number, status: Status, now = new Date()): Promise<number> {
  await requireVisibleMedia(db, mediaId, viewer);
  return db.transaction(async (tx) => {
    const usermediaId = await insertEntry(tx, viewer.userId, mediaId, status === 'currentlyReading' ? 'library' : status);
    if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
    if (status === 'currentlyReading') await changeStatus(tx, usermediaId, status, now);
    return usermediaId;
  });
}

export async function patchEntry(db: Db, viewer: AuthUser, usermediaId: number, patch: UserMediaPatch, now = new Date()): Promise<void> {
  const entry = await requireOwnEntry(db, usermediaId, viewer);
  if ('status' in patch) return db.transaction((tx) => changeStatus(tx, entry.usermediaId, patch.status, now));
  if ('progress' in patch) {
    const { numPages } = await requireVisibleMedia(db, entry.mediaId, viewer);
    if (numPages !== null && patch.progress > numPages) throw invalid(API_MESSAGES.progressRange);
  }
  if ('review' in patch) return updateEntry(db, usermediaId, { review: patch.review.trim() === '' ? null : patch.review });
  return updateEntry(db, usermediaId, patch);
}

export async function removeFromLibrary(db: Db, viewer: AuthUser, usermediaId: number): Promise<void> {
  const entry = await requireOwnEntry(db, usermediaId, viewer);
  await db.transaction((tx) => deleteEntry(tx, entry));
}
