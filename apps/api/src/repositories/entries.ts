import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { entries, userMedia } from '../db/schema';

export type EntryRecord = typeof entries.$inferSelect & { userId: number };
type EntryFields = Pick<typeof entries.$inferInsert, 'title' | 'body' | 'page' | 'readingId'>;

export async function findJournalEntry(db: Db, entryId: number): Promise<EntryRecord | undefined> {
  const [row] = await db
    .select({ entry: entries, userId: userMedia.userId })
    .from(entries)
    .innerJoin(userMedia, eq(userMedia.usermediaId, entries.usermediaId))
    .where(eq(entries.entryId, entryId));
  return row && { ...row.entry, userId: row.userId };
}

export async function insertJournalEntry(db: Db, usermediaId: number, fields: EntryFields & { time: Date }): Promise<number> {
  const [created] = await db.insert(entries).values({ usermediaId, ...fields }).returning({ entryId: entries.entryId });
  if (!created) throw new Error('entry not created');
  return created.entryId;
}

export async function updateJournalEntry(db: Db, entryId: number, fields: EntryFields): Promise<void> {
  await db.update(entries).set(fields).where(eq(entries.entryId, entryId));
}

export async function deleteJournalEntry(db: Db, entryId: number): Promise<void> {
  await db.delete(entries).where(eq(entries.entryId, entryId));
}
