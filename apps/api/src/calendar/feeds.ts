import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { calendarFeeds } from '../db/schema';

export interface FeedRecord {
  userId: number;
  secret: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

/** 32 random bytes, base64url: 43 characters that nobody guesses. */
export const newFeedSecret = () => randomBytes(32).toString('base64url');

/** A secret can only be letters, digits, - and _ of that length; anything else is not looked up. */
export const isFeedSecretShaped = (secret: string) => /^[A-Za-z0-9_-]{43}$/.test(secret);

export async function findFeedOf(db: Db, userId: number): Promise<FeedRecord | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A new secret for the user's feed: the old address stops working at once. */
export async function replaceFeed(db: Db, userId: number): Promise<FeedRecord> {
  const secret = newFeedSecret();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: sql`now()`, lastFetchedAt: null } })
    .returning();
  if (!row) throw new Error('calendar feed not saved');
  return row;
}

/** Answers whether there was a feed to revoke. */
export async function deleteFeed(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/** The owner of a feed secret, recording that a calendar app fetched it. */
export async function fetchFeedOwner(db: Db, secret: string): Promise<number | null> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: sql`now()` })
    .where(eq(calendarFeeds.secret, secret))
    .returning({ userId: calendarFeeds.userId });
  return row?.userId ?? null;
}
