import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { entries, readings, userMedia } from '../db/schema';

export type ReadingRow = typeof readings.$inferSelect & { userId: number };

export async function findReading(db: Db, readingId: number): Promise<ReadingRow | undefined> {
  const [row] = await db
    .select({ reading: readings, userId: userMedia.userId })
    .from(readings)
    .innerJoin(userMedia, eq(userMedia.usermediaId, readings.usermediaId))
    .where(eq(readings.readingId, readingId));
  return row && { ...row.reading, userId: row.userId };
}

export async function updateReading(
  db: Db,
  readingId: number,
  fields: { dateStarted?: Date; dateFinished: Date | null; status: 'read' | 'DNF' | null },
): Promise<void> {
  await db.update(readings).set(fields).where(eq(readings.readingId, readingId));
}

/** Whether another reading of the same entry is still open. */
export async function hasOtherOpenReading(db: Db, reading: ReadingRow): Promise<boolean> {
  const [row] = await db
    .select({ id: readings.readingId })
    .from(readings)
    .where(and(eq(readings.usermediaId, reading.usermediaId), isNull(readings.dateFinished), ne(readings.readingId, reading.readingId)));
  return row !== undefined;
}

/** Deletes the reading unless journal entries point at it; false when they do. */
export async function deleteReadingWithoutEntries(db: Db, readingId: number): Promise<boolean> {
  const deleted = await db
    .delete(readings)
    .where(and(eq(readings.readingId, readingId), sql`not exists (select 1 from ${entries} where ${entries.readingId} = ${readingId})`))
    .returning({ id: readings.readingId });
  return deleted.length > 0;
}
