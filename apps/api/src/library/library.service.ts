import { API_MESSAGES, type Status, type UserMedia, type UserMediaPatch, type WebhookEvent } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { conflict, invalid, notFound } from '../errors';
import { setEntryField, setEntryProgress, setEntryStatus } from './entry-writes.repository';
import { deleteEntry, type EntryRow, findEntry, insertEntry } from './library-entries.repository';
import { loadUserMedia } from './user-media-loader.repository';
import { requireVisibleMedia } from '../media/media-access.repository';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';
import { withEvents } from '../webhooks/outbox';
import { queueEntryRemoved, queueFieldChange, watchEntry } from './entry-events';

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
  return withEvents(db, viewer.userId, async (tx, events) => {
    const watch = await watchEntry(tx, events, viewer.userId, null, { entryEvents: ['entry.added'], readings: status !== 'library' });
    const usermediaId = await insertEntry(tx, viewer.userId, mediaId, 'library');
    if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
    // Filed as a status change, so it carries the readings along like one (a reading started or recorded).
    if (status !== 'library') await setEntryStatus(tx, { usermediaId, userId: viewer.userId }, status, now);
    await watch.changed(usermediaId);
    return usermediaId;
  });
}

/**
 * One field of the viewer's own entry, each in one statement that also checks the ownership
 * (404 when the entry is not theirs, as if absent). Status changes carry the reading along
 * (setEntryStatus); progress stops at the item's numPages (400 past it).
 */
export async function patchEntry(db: Db, viewer: AuthUser, usermediaId: number, patch: UserMediaPatch, now = new Date()): Promise<void> {
  const entry = { usermediaId, userId: viewer.userId };
  await withEvents(db, viewer.userId, async (tx, events) => {
    const field = fieldChange(patch);
    if (field) await queueFieldChange(tx, events, viewer.userId, usermediaId, field);
    const status = 'status' in patch;
    const watch = await watchEntry(tx, events, viewer.userId, usermediaId, { entryEvents: status ? ['entry.status_changed'] : [], readings: status });
    let changed: boolean;
    if ('status' in patch) changed = await setEntryStatus(tx, entry, patch.status, now);
    else if ('progress' in patch) {
      changed = await setEntryProgress(tx, entry, patch.progress);
      // Nothing changed: either not the viewer's entry (404) or past the item's end (400).
      if (!changed) {
        await requireOwnEntry(tx, usermediaId, viewer);
        throw invalid(API_MESSAGES.progressRange);
      }
    } else if ('review' in patch) changed = await setEntryField(tx, entry, 'review', patch.review.trim() === '' ? null : patch.review);
    else if ('rating' in patch) changed = await setEntryField(tx, entry, 'rating', patch.rating);
    else changed = await setEntryField(tx, entry, 'favorited', patch.favorited);
    if (!changed) throw notFound(API_MESSAGES.libraryItemNotFound);
    await watch.changed();
  }, { singleStatement: true, mayCause: eventsOf(patch) });
}

/** The events a one-field change can cause: progress and favourites cause none. */
function eventsOf(patch: UserMediaPatch): WebhookEvent[] {
  if ('status' in patch) return ['entry.status_changed', 'reading.started', 'reading.finished'];
  const field = fieldChange(patch);
  if (!field) return [];
  return ['rating' in field ? 'entry.rated' : 'entry.reviewed'];
}

/** The rating, or a review written (not one cleared): what endpoints hear of as entry.rated or entry.reviewed. */
function fieldChange(patch: UserMediaPatch): { rating: number } | { review: string } | null {
  if ('rating' in patch) return { rating: patch.rating };
  if ('review' in patch && patch.review.trim() !== '') return { review: patch.review };
  return null;
}

export async function removeFromLibrary(db: Db, viewer: AuthUser, usermediaId: number): Promise<void> {
  const entry = await requireOwnEntry(db, usermediaId, viewer);
  await withEvents(db, viewer.userId, async (tx, events) => {
    await queueEntryRemoved(tx, events, viewer.userId, usermediaId);
    await deleteEntry(tx, entry);
  });
}
