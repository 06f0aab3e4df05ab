import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
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

const insertOwnStatement = preparedStatement<
  { usermediaId: number; userId: number; readingId: number | null; title: string; body: string; time: Date; page: number | null },
  { entry_id: number }
>(
  'journal_insert_own',
  (p) => sql`insert into ${entries} (usermedia_id, reading_id, title, body, time, page)
    select ${userMedia.usermediaId}, ${p.readingId}::integer, ${p.title}::text, ${p.body}::text, ${p.time}::timestamptz, ${p.page}::integer
    from ${userMedia} where ${userMedia.usermediaId} = ${p.usermediaId} and ${userMedia.userId} = ${p.userId}
    returning ${entries.entryId} as entry_id`,
);

/** Adds a journal entry to a user's own library entry in one statement; null when the entry is not theirs (or gone). */
export async function insertOwnJournalEntry(db: Db, owner: { usermediaId: number; userId: number }, fields: EntryFields & { time: Date }): Promise<number | null> {
  const [created] = await insertOwnStatement(db, { ...owner, readingId: fields.readingId ?? null, title: fields.title, body: fields.body, time: fields.time, page: fields.page ?? null });
  return created?.entry_id ?? null;
}

export async function updateJournalEntry(db: Db, entryId: number, fields: EntryFields): Promise<void> {
  await db.update(entries).set(fields).where(eq(entries.entryId, entryId));
}

export async function deleteJournalEntry(db: Db, entryId: number): Promise<void> {
  await db.delete(entries).where(eq(entries.entryId, entryId));
}

/** The journal's titles and times of an entry, and its latest time: what an import merges against. */
export async function journalOf(db: Db, usermediaId: number): Promise<{ time: Date; title: string }[]> {
  return db.select({ time: entries.time, title: entries.title }).from(entries).where(eq(entries.usermediaId, usermediaId));
}

/** Whether the journal entry still has this title and body. */
export async function journalEntryUnchanged(db: Db, entryId: number, fields: { title: string; body: string }): Promise<boolean> {
  const [row] = await db
    .select({ same: sql<boolean>`${entries.title} = ${fields.title} and ${entries.body} = ${fields.body}` })
    .from(entries)
    .where(eq(entries.entryId, entryId));
  return row?.same === true;
}
