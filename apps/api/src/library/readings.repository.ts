import type { DatePrecision } from '@shelfmark/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
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

export interface NewReading {
  usermediaId: number;
  dateStarted: Date;
  dateFinished: Date | null;
  status: 'read' | 'DNF' | null;
  startedPrecision?: DatePrecision;
  finishedPrecision?: DatePrecision;
  estimated?: boolean;
}

/**
 * Adds readings in one statement; answers their ids in the order given (null for an open
 * reading left out because the entry already has its one current reading).
 */
export async function insertReadings(db: Db, rows: NewReading[]): Promise<(number | null)[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(readings)
    .values(rows.map((row) => ({ ...row, startedPrecision: row.startedPrecision ?? 'day', finishedPrecision: row.finishedPrecision ?? 'day', estimated: row.estimated ?? false })))
    .onConflictDoNothing()
    .returning({ id: readings.readingId, usermediaId: readings.usermediaId, dateStarted: readings.dateStarted, dateFinished: readings.dateFinished });
  // RETURNING follows the VALUES order, but rows left out by the conflict leave gaps: match them up.
  const pending = [...created];
  return rows.map((row) => {
    const index = pending.findIndex(
      (made) => made.usermediaId === row.usermediaId && made.dateStarted.getTime() === row.dateStarted.getTime() && (made.dateFinished?.getTime() ?? null) === (row.dateFinished?.getTime() ?? null),
    );
    return index === -1 ? null : (pending.splice(index, 1)[0]?.id ?? null);
  });
}

export async function updateReading(
  db: Db,
  readingId: number,
  fields: { dateStarted?: Date; dateFinished: Date | null; status: 'read' | 'DNF' | null; startedPrecision?: DatePrecision; finishedPrecision?: DatePrecision },
): Promise<void> {
  // Dates the user gives are no longer Shelfmark's estimate.
  await db.update(readings).set({ ...fields, estimated: false }).where(eq(readings.readingId, readingId));
}

/** The readings of these entries, oldest first. */
export function listReadings(db: Db, usermediaIds: number[]) {
  if (usermediaIds.length === 0) return Promise.resolve([]);
  return db.select().from(readings).where(inArray(readings.usermediaId, usermediaIds)).orderBy(asc(readings.dateStarted), asc(readings.readingId));
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
