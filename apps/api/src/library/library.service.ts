import { API_MESSAGES, type Status, type UserMedia, type UserMediaPatch } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { conflict, invalid, notFound } from '../errors';
import { setEntryField, setEntryProgress, setEntryStatus } from './entry-writes.repository';
import { deleteEntry, type EntryRow, findEntry, insertEntry } from './library-entries.repository';
import { loadUserMedia } from './user-media-loader.repository';
import { requireVisibleMedia } from '../media/media-access.repository';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';
import { withEvents } from '../webhooks/outbox';
import { queueEntryRemoved } from './entry-events';
import { storeEntryEvents } from './entry-event-deliveries';
import { wakeDeliveryWorkers } from '../webhooks/wake';

export async function requireOwnEntry(db: Db, usermediaId: number, viewer: AuthUser): Promise<EntryRow> {
  return ownedBy(await findEntry(db, usermediaId), viewer, API_MESSAGES.libraryItemNotFound);
}

export async function requireUserMedia(db: Db, usermediaId: number, viewer: AuthUser): Promise<UserMedia> {
  const loaded = await loadUserMedia(db, usermediaId, viewer.userId);
  if (!loaded) throw notFound(API_MESSAGES.libraryItemNotFound);
  return loaded;
}

export async function addToLibrary(db: Db, viewer: AuthUser, mediaId: number, status: Status, now = new Date()): Promise<number> {
  await requireVisibleMedia(db, mediaId, viewer);
  return db.transaction(async (tx) => {
    const usermediaId = await insertEntry(tx, viewer.userId, mediaId, 'library');
    if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
    // Filed as a status change, so it carries the readings along like one (a reading started or recorded).
    if (status !== 'library') await setEntryStatus(tx, { usermediaId, userId: viewer.userId }, status, now);
    return usermediaId;
  });
}

/**
 * One field of the viewer's own entry, each in one statement that also checks the ownership
 * (404 when the entry is not theirs, as if absent). Status changes carry the reading along
 * (setEntryStatus); progress stops at the item's numPages (400 past it). The webhook events a
 * change makes are captured by the statement itself (the entries' triggers, migration 0037).
 */
export async function patchEntry(db: Db, viewer: AuthUser, usermediaId: number, patch: UserMediaPatch, now = new Date()): Promise<void> {
  const entry = { usermediaId, userId: viewer.userId };
  let changed: boolean;
  if ('status' in patch) changed = await setEntryStatus(db, entry, patch.status, now);
  else if ('progress' in patch) {
    changed = await setEntryProgress(db, entry, patch.progress);
    // Nothing changed: either not the viewer's entry (404) or past the item's end (400).
    if (!changed) {
      await requireOwnEntry(db, usermediaId, viewer);
      throw invalid(API_MESSAGES.progressRange);
    }
  } else if ('review' in patch) changed = await setEntryField(db, entry, 'review', patch.review.trim() === '' ? null : patch.review);
  else if ('rating' in patch) changed = await setEntryField(db, entry, 'rating', patch.rating);
  else changed = await setEntryField(db, entry, 'favorited', patch.favorited);
  if (!changed) throw notFound(API_MESSAGES.libraryItemNotFound);
}

export async function removeFromLibrary(db: Db, viewer: AuthUser, usermediaId: number): Promise<void> {
  const entry = await requireOwnEntry(db, usermediaId, viewer);
  // The entry's events not sent yet go out first, while the entry can still be described.
  if (await storeEntryEvents(db, usermediaId)) wakeDeliveryWorkers();
  await withEvents(db, viewer.userId, async (tx, events) => {
    await queueEntryRemoved(tx, events, viewer.userId, usermediaId);
    await deleteEntry(tx, entry);
  });
}
