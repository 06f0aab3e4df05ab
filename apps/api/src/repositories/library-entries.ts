import type { Status } from '@shelfmark/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { media, readings, recommendations, userMedia } from '../db/schema';
import { linkUserSubmedia } from './user-submedia-links';

export type EntryRow = typeof userMedia.$inferSelect;

export async function findEntry(db: Db, usermediaId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(userMedia).where(eq(userMedia.usermediaId, usermediaId));
  return row;
}

export async function findEntryOfMedia(db: Db, userId: number, mediaId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(userMedia).where(and(eq(userMedia.userId, userId), eq(userMedia.mediaId, mediaId)));
  return row;
}

/** Adds the item with copies of its type and sort keys; null when it is already there. */
export async function insertEntry(db: Db, userId: number, mediaId: number, status: Status): Promise<number | null> {
  const [item] = await db
    .select({ mediaType: media.type, sortCreator: media.sortCreator, sortTitle: media.sortTitle })
    .from(media)
    .where(eq(media.mediaId, mediaId));
  if (!item) return null;
  const [created] = await db
    .insert(userMedia)
    .values({ userId, mediaId, status, ...item })
    .onConflictDoNothing()
    .returning({ usermediaId: userMedia.usermediaId });
  if (!created) return null;
  await linkUserSubmedia(db, eq(userMedia.usermediaId, created.usermediaId));
  return created.usermediaId;
}

export async function updateEntry(db: Db, usermediaId: number, fields: Partial<Pick<EntryRow, 'status' | 'rating' | 'review' | 'favorited' | 'progress'>>) {
  await db.update(userMedia).set(fields).where(eq(userMedia.usermediaId, usermediaId));
}

/** Removes the entry; its readings, journal, tags and song favourites go with it (cascade), and so do the user's recommendations hanging on the item. */
export async function deleteEntry(db: Db, entry: EntryRow): Promise<void> {
  await db.delete(recommendations).where(and(eq(recommendations.userId, entry.userId), eq(recommendations.mediaA, entry.mediaId)));
  await db.delete(userMedia).where(eq(userMedia.usermediaId, entry.usermediaId));
}

export async function openReadingOf(db: Db, usermediaId: number): Promise<number | null> {
  const [row] = await db
    .select({ readingId: readings.readingId })
    .from(readings)
    .where(and(eq(readings.usermediaId, usermediaId), isNull(readings.dateFinished)));
  return row?.readingId ?? null;
}

export async function startReading(db: Db, usermediaId: number, now: Date): Promise<void> {
  await db.insert(readings).values({ usermediaId, dateStarted: now }).onConflictDoNothing();
}

export async function finishReading(db: Db, readingId: number, end: Date, status: 'read' | 'DNF'): Promise<void> {
  await db.update(readings).set({ dateFinished: end, status }).where(eq(readings.readingId, readingId));
}
