import { randomBytes } from 'node:crypto';
import type { MediaType, ShareFields, ShareShelf } from '@shelfmark/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { shareLinks } from '../db/schema';
import { newItemKey } from './cover-keys';

export type ShareRecord = typeof shareLinks.$inferSelect;

/** What a link shows: a year in review, or a shelf (one type of it, or all). */
export type ShareTarget = { kind: 'year'; year: number } | { kind: 'shelf'; shelf: ShareShelf; type: MediaType | null };

/** 24 random bytes, base64url: the 32 characters of a link. */
export const newShareToken = () => randomBytes(24).toString('base64url');

export const isShareTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

export function fieldsOf(record: ShareRecord): ShareFields {
  return {
    covers: record.showCovers,
    creators: record.showCreators,
    ratings: record.showRatings,
    reviews: record.showReviews,
    tags: record.showTags,
  };
}

function fieldColumns(fields: Partial<ShareFields>) {
  return {
    ...(fields.covers === undefined ? {} : { showCovers: fields.covers }),
    ...(fields.creators === undefined ? {} : { showCreators: fields.creators }),
    ...(fields.ratings === undefined ? {} : { showRatings: fields.ratings }),
    ...(fields.reviews === undefined ? {} : { showReviews: fields.reviews }),
    ...(fields.tags === undefined ? {} : { showTags: fields.tags }),
  };
}

export async function insertShare(db: Db, userId: number, target: ShareTarget, fields: ShareFields, title: string | null): Promise<ShareRecord> {
  const [row] = await db
    .insert(shareLinks)
    .values({
      userId,
      token: newShareToken(),
      itemKey: newItemKey(),
      kind: target.kind,
      year: target.kind === 'year' ? target.year : null,
      shelf: target.kind === 'shelf' ? target.shelf : null,
      mediaType: target.kind === 'shelf' ? target.type : null,
      title,
      showCovers: fields.covers,
      showCreators: fields.creators,
      showRatings: fields.ratings,
      showReviews: fields.reviews,
      showTags: fields.tags,
    })
    .returning();
  if (!row) throw new Error('share link not saved');
  return row;
}

export async function countShares(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.userId, userId));
  return Number(row?.n ?? 0);
}

/** The user's links, newest first. */
export function listShares(db: Db, userId: number): Promise<ShareRecord[]> {
  return db.select().from(shareLinks).where(eq(shareLinks.userId, userId)).orderBy(desc(shareLinks.shareId));
}

export async function findShare(db: Db, shareId: number): Promise<ShareRecord | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.shareId, shareId));
  return row ?? null;
}

export async function findShareByToken(db: Db, token: string): Promise<ShareRecord | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.token, token));
  return row ?? null;
}

export async function updateShare(db: Db, shareId: number, change: { title?: string | null; fields?: Partial<ShareFields> }): Promise<ShareRecord> {
  const set = { ...(change.title === undefined ? {} : { title: change.title }), ...fieldColumns(change.fields ?? {}) };
  const [row] =
    Object.keys(set).length === 0
      ? await db.select().from(shareLinks).where(eq(shareLinks.shareId, shareId))
      : await db.update(shareLinks).set(set).where(eq(shareLinks.shareId, shareId)).returning();
  if (!row) throw new Error('share link not found');
  return row;
}

export async function deleteShare(db: Db, shareId: number): Promise<void> {
  await db.delete(shareLinks).where(eq(shareLinks.shareId, shareId));
}

/** Records one opening of the link's page. */
export async function recordOpening(db: Db, shareId: number): Promise<void> {
  await db
    .update(shareLinks)
    .set({ lastOpenedAt: sql`now()`, openCount: sql`${shareLinks.openCount} + 1` })
    .where(eq(shareLinks.shareId, shareId));
}
