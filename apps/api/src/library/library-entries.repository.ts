import type { DatePrecision, Status } from '@shelfmark/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { recommendations, userMedia } from '../db/schema';
import { updateReading } from './readings.repository';
import { linkUserSubmedia } from '../media/user-submedia-links.repository';

export type EntryRow = typeof userMedia.$inferSelect;

export async function findEntry(db: Db, usermediaId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(userMedia).where(eq(userMedia.usermediaId, usermediaId));
  return row;
}

export async function findEntryOfMedia(db: Db, userId: number, mediaId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(userMedia).where(and(eq(userMedia.userId, userId), eq(userMedia.mediaId, mediaId)));
  return row;
}

/** What an entry can be created with besides its status (an import brings them all). */
export interface EntryExtras {
  rating?: number;
  review?: string | null;
  favorited?: boolean;
  /** Capped at the item's numPages. */
  progress?: number;
  createdAt?: Date;
}

export interface NewEntry extends EntryExtras {
  mediaId: number;
  status: Status;
}

/**
 * Adds items to a user's library in one statement (user_media_insert, migration 0034), each
 * with copies of its type and sort keys, and links the songs or episodes of those that have
 * some. Answers the new entries' ids by media id; an item already there (or that does not
 * exist) is left out.
 */
export async function insertEntries(db: Db, userId: number, items: NewEntry[]): Promise<Map<number, number>> {
  if (items.length === 0) return new Map();
  const wanted = items.map((item) => ({
    media_id: item.mediaId,
    status: item.status,
    rating: item.rating ?? 0,
    review: item.review ?? null,
    favorited: item.favorited ?? false,
    progress: item.progress ?? 0,
    created_at: item.createdAt?.toISOString() ?? null,
  }));
  const rows = await queryRows<{ usermedia_id: number; media_id: number; has_submedia: boolean }>(
    db,
    sql`select usermedia_id, media_id, has_submedia from user_media_insert(${userId}::integer, ${JSON.stringify(wanted)}::jsonb)`,
  );
  const withSongs = rows.filter((row) => row.has_submedia).map((row) => Number(row.usermedia_id));
  if (withSongs.length > 0) await linkUserSubmedia(db, inArray(userMedia.usermediaId, withSongs));
  return new Map(rows.map((row) => [Number(row.media_id), Number(row.usermedia_id)]));
}

/** Adds the item with copies of its type and sort keys; null when it is already there (or does not exist). */
export async function insertEntry(db: Db, userId: number, mediaId: number, status: Status, extras: EntryExtras = {}): Promise<number | null> {
  return (await insertEntries(db, userId, [{ mediaId, status, ...extras }])).get(mediaId) ?? null;
}

/** The user's entries for these items, by media id. */
export async function findEntriesOfMedia(db: Db, userId: number, mediaIds: number[]): Promise<Map<number, EntryRow>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(userMedia)
    .where(and(eq(userMedia.userId, userId), inArray(userMedia.mediaId, [...new Set(mediaIds)])));
  return new Map(rows.map((row) => [row.mediaId, row]));
}

export async function updateEntry(db: Db, usermediaId: number, fields: Partial<Pick<EntryRow, 'status' | 'rating' | 'review' | 'favorited' | 'progress'>>) {
  await db.update(userMedia).set(fields).where(eq(userMedia.usermediaId, usermediaId));
}

/** Removes the entry; its readings, journal, tags and song favourites go with it (cascade), and so do the user's recommendations hanging on the item. */
export async function deleteEntry(db: Db, entry: EntryRow): Promise<void> {
  await db.delete(recommendations).where(and(eq(recommendations.userId, entry.userId), eq(recommendations.mediaA, entry.mediaId)));
  await db.delete(userMedia).where(eq(userMedia.usermediaId, entry.usermediaId));
}

export async function finishReading(db: Db, readingId: number, end: Date, status: 'read' | 'DNF', precision: DatePrecision = 'day'): Promise<void> {
  await updateReading(db, readingId, { dateFinished: end, status, finishedPrecision: precision });
}
