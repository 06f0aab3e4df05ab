import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { entries, media, readings, submedia, userMedia, userSubmedia } from '../db/schema';
import { findEntryOfMedia, insertEntry } from '../library/library-entries.repository';
import { insertRecommendation } from '../recommendations/recommendations.repository';
import { findOrCreateTag, tagEntry } from '../tags/tags.repository';
import { findCredentials, insertUser } from '../accounts/users.repository';
import { hashPassword } from '../accounts/passwords';
import { DEMO_ACCOUNT, DEMO_RECOMMENDATIONS, DEMO_SHELF, type ShelfItem } from './data/demo-shelf';

const DAY_MS = 24 * 60 * 60 * 1000;

async function mediaIdOf(db: Db, item: Pick<ShelfItem, 'title' | 'type'>): Promise<number> {
  const [found] = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(eq(media.type, item.type ?? 'book'), eq(media.title, item.title)));
  if (!found) throw new Error(`The demo shelf names ${item.title}, which is not in the demo catalogue`);
  return found.id;
}

/** The demo account, created (as a plain user) unless it exists. */
async function demoUser(db: Db): Promise<number> {
  const existing = await findCredentials(db, DEMO_ACCOUNT.username);
  if (existing) return existing.userId;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const created = await insertUser(db, { username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email, passwordHash }, 'user');
  if (!created) throw new Error('demo user not created');
  return created.userId;
}

async function shelveItem(db: Db, userId: number, item: ShelfItem, now: Date): Promise<void> {
  const mediaId = await mediaIdOf(db, item);
  if (await findEntryOfMedia(db, userId, mediaId)) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.transaction(async (tx) => {
    const usermediaId = await insertEntry(tx, userId, mediaId, item.status);
    if (usermediaId === null) return;
    await tx
      .update(userMedia)
      .set({ rating: item.rating ?? 0, review: item.review ?? null, favorited: item.favorited ?? false, progress: item.progress ?? 0 })
      .where(eq(userMedia.usermediaId, usermediaId));
    const readingIds: number[] = [];
    for (const reading of item.readings ?? []) {
      const finished = reading.finished === undefined ? null : daysAgo(reading.finished);
      const [row] = await tx
        .insert(readings)
        .values({ usermediaId, dateStarted: daysAgo(reading.started), dateFinished: finished, status: finished ? (reading.status ?? 'read') : null })
        .returning({ id: readings.readingId });
      if (row) readingIds.push(row.id);
    }
    for (const entry of item.entries ?? []) {
      const readingId = entry.reading === undefined ? null : (readingIds[entry.reading] ?? null);
      await tx.insert(entries).values({ usermediaId, readingId, title: entry.title, body: entry.body, time: daysAgo(entry.daysAgo), page: entry.page ?? null });
    }
    for (const value of item.tags ?? []) await tagEntry(tx, usermediaId, (await findOrCreateTag(tx, userId, value)).tag.tagID);
    for (const number of item.favoriteSongs ?? []) {
      const [song] = await tx.select({ id: submedia.submediaId }).from(submedia).where(and(eq(submedia.mediaId, mediaId), eq(submedia.overallnum, number)));
      if (song) await tx.update(userSubmedia).set({ favorited: true }).where(and(eq(userSubmedia.usermediaId, usermediaId), eq(userSubmedia.submediaId, song.id)));
    }
  });
}

/** The demo user and their shelf; entries already on the shelf are left as they are. */
export async function seedDemoShelf(db: Db, now = new Date()): Promise<{ userId: number }> {
  const userId = await demoUser(db);
  for (const item of DEMO_SHELF) await shelveItem(db, userId, item, now);
  for (const [a, b, note] of DEMO_RECOMMENDATIONS) {
    await insertRecommendation(db, { userId, mediaA: await mediaIdOf(db, { title: a }), mediaB: await mediaIdOf(db, { title: b }), note });
  }
  return { userId };
}
