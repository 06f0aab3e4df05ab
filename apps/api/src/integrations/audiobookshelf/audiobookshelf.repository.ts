import { AUDIOBOOKSHELF_POLL_MINUTES, type AudiobookshelfItem, type Role } from '@shelfmark/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { queryRows } from '../../db/query-rows';
import { audiobookshelfItems, audiobookshelfServers, integrations, media, userMedia, users } from '../../db/schema';
import { settingsOf } from '../koreader/koreader.repository';
import type { BookSyncSettings } from '@shelfmark/contract';

export async function insertServer(db: Db, server: { integrationId: number; address: string; apiToken: string }): Promise<void> {
  await db.insert(audiobookshelfServers).values(server);
}

/** A server whose poll this instance claimed, with its owner. */
export interface ClaimedServer {
  integrationId: number;
  address: string;
  apiToken: string;
  userId: number;
  role: Role;
  settings: BookSyncSettings;
}

/**
 * Claims one server whose poll is due and moves its next poll a full interval on, in one
 * statement: across a fleet, the row lock (skipped by the others) and the moved time make one
 * instance poll each server once per interval. Paused integrations are not polled.
 */
export async function claimDueServer(db: Db, minutes = AUDIOBOOKSHELF_POLL_MINUTES): Promise<ClaimedServer | null> {
  const [row] = await queryRows<{ integration_id: number; address: string; api_token: string; user_id: number; role: Role; settings: unknown }>(
    db,
    sql`with due as (
        select s.integration_id from ${audiobookshelfServers} s join ${integrations} i on i.integration_id = s.integration_id
        where s.next_poll_at <= now() and not i.paused
        order by s.next_poll_at limit 1
        for update of s skip locked),
      claimed as (
        update ${audiobookshelfServers} s set next_poll_at = now() + make_interval(mins => ${minutes}::integer), last_polled_at = now()
        from due where s.integration_id = due.integration_id
        returning s.integration_id, s.address, s.api_token)
      select c.integration_id, c.address, c.api_token, i.user_id, u.role, i.settings
      from claimed c join ${integrations} i on i.integration_id = c.integration_id join ${users} u on u.user_id = i.user_id`,
  );
  return row
    ? { integrationId: row.integration_id, address: row.address, apiToken: row.api_token, userId: row.user_id, role: row.role, settings: settingsOf(row.settings) }
    : null;
}

export type ItemRow = typeof audiobookshelfItems.$inferSelect;

export async function findItem(db: Db, integrationId: number, libraryItemId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(audiobookshelfItems)
    .where(and(eq(audiobookshelfItems.integrationId, integrationId), eq(audiobookshelfItems.libraryItemId, libraryItemId)));
  return row;
}

export type NewItem = Omit<typeof audiobookshelfItems.$inferInsert, 'itemId' | 'updated' | 'appliedProgress'>;

export async function insertItem(db: Db, item: NewItem): Promise<ItemRow> {
  const [row] = await db.insert(audiobookshelfItems).values(item).returning();
  if (!row) throw new Error('item not saved');
  return row;
}

export async function updateItemProgress(db: Db, itemId: number, progress: { progress: number; isFinished: boolean; lastUpdate: number }): Promise<ItemRow> {
  const [row] = await db
    .update(audiobookshelfItems)
    .set({ ...progress, updated: sql`now()` })
    .where(eq(audiobookshelfItems.itemId, itemId))
    .returning();
  if (!row) throw new Error('item vanished');
  return row;
}

export async function setAppliedProgress(db: Db, itemId: number, appliedProgress: number): Promise<void> {
  await db.update(audiobookshelfItems).set({ appliedProgress }).where(eq(audiobookshelfItems.itemId, itemId));
}

export async function linkItem(db: Db, itemId: number, mediaId: number): Promise<void> {
  await db.update(audiobookshelfItems).set({ mediaId, appliedProgress: null, ignored: false }).where(eq(audiobookshelfItems.itemId, itemId));
}

/** Skipped: off the list, and it moves no book. */
export async function ignoreItem(db: Db, itemId: number): Promise<void> {
  await db.update(audiobookshelfItems).set({ mediaId: null, appliedProgress: null, ignored: true }).where(eq(audiobookshelfItems.itemId, itemId));
}

export async function findOwnItem(db: Db, userId: number, itemId: number): Promise<(ItemRow & { settings: BookSyncSettings; paused: boolean }) | undefined> {
  const [row] = await db
    .select({ item: audiobookshelfItems, settings: integrations.settings, paused: integrations.paused })
    .from(audiobookshelfItems)
    .innerJoin(integrations, eq(integrations.integrationId, audiobookshelfItems.integrationId))
    .where(and(eq(audiobookshelfItems.itemId, itemId), eq(integrations.userId, userId)));
  return row && { ...row.item, settings: settingsOf(row.settings), paused: row.paused };
}

function selectItems(db: Db, userId: number) {
  return db
    .select({
      itemId: audiobookshelfItems.itemId,
      integrationId: audiobookshelfItems.integrationId,
      title: audiobookshelfItems.title,
      author: audiobookshelfItems.author,
      progress: audiobookshelfItems.progress,
      isFinished: audiobookshelfItems.isFinished,
      updated: audiobookshelfItems.updated,
      mediaId: media.mediaId,
      bookTitle: media.title,
      numPages: media.numPages,
      status: userMedia.status,
    })
    .from(audiobookshelfItems)
    .innerJoin(integrations, eq(integrations.integrationId, audiobookshelfItems.integrationId))
    .leftJoin(media, eq(media.mediaId, audiobookshelfItems.mediaId))
    .leftJoin(userMedia, and(eq(userMedia.mediaId, audiobookshelfItems.mediaId), eq(userMedia.userId, userId)))
    .$dynamic();
}

type ItemListRow = Awaited<ReturnType<typeof selectItems>>[number];

const toItem = (row: ItemListRow): AudiobookshelfItem => ({
  itemID: row.itemId,
  integrationID: row.integrationId,
  title: row.title,
  author: row.author,
  progress: row.progress,
  finished: row.isFinished,
  updated: row.updated.toISOString(),
  book: row.mediaId === null ? null : { mediaID: row.mediaId, title: row.bookTitle ?? '', numPages: row.numPages },
  done: row.status === 'read',
});

const ITEMS_SHOWN = 200;

/** The user's Audiobookshelf items: those waiting for a book first, then the latest heard. */
export async function listItems(db: Db, userId: number): Promise<AudiobookshelfItem[]> {
  const rows = await selectItems(db, userId)
    .where(and(eq(integrations.userId, userId), eq(audiobookshelfItems.ignored, false)))
    .orderBy(sql`${audiobookshelfItems.mediaId} is not null`, desc(audiobookshelfItems.updated), desc(audiobookshelfItems.itemId))
    .limit(ITEMS_SHOWN);
  return rows.map(toItem);
}

export async function loadItem(db: Db, userId: number, itemId: number): Promise<AudiobookshelfItem | undefined> {
  const [row] = await selectItems(db, userId).where(and(eq(integrations.userId, userId), eq(audiobookshelfItems.itemId, itemId)));
  return row && toItem(row);
}
