import { API_MESSAGES, type Reading, type ReadingEnd, type ReadingUpdate } from '@shelfmark/contract';
import type { Db } from '../db/database';
import { conflict, invalid } from '../errors';
import { loadJournal } from '../repositories/library-loader';
import { deleteReadingWithoutEntries, findReading, hasOtherOpenReading, type ReadingRow, updateReading } from '../repositories/readings';
import { ownedBy } from './ownership';
import type { AuthUser } from './session-tokens';

async function requireOwnReading(db: Db, readingId: number, viewer: AuthUser): Promise<ReadingRow> {
  return ownedBy(await findReading(db, readingId), viewer, API_MESSAGES.readingNotFound);
}

async function loadReading(db: Db, reading: ReadingRow): Promise<Reading> {
  const journal = await loadJournal(db, reading.usermediaId);
  const found = journal.readings.find((item) => item.readingID === reading.readingId);
  if (!found) throw new Error('reading vanished');
  return found;
}

function checkOrder(start: Date, end: Date | null): void {
  if (end && end < start) throw invalid(API_MESSAGES.readingEndsBeforeStart);
}

/** Ends a reading (or moves the end of an ended one). */
export async function endReading(db: Db, viewer: AuthUser, readingId: number, body: ReadingEnd): Promise<Reading> {
  const reading = await requireOwnReading(db, readingId, viewer);
  const end = new Date(body.end);
  checkOrder(reading.dateStarted, end);
  await updateReading(db, readingId, { dateFinished: end, status: body.status });
  return loadReading(db, reading);
}

/** New dates for a reading; end null makes it the current one again, if no other is. */
export async function editReading(db: Db, viewer: AuthUser, readingId: number, body: ReadingUpdate): Promise<Reading> {
  if (body.readingID !== undefined && body.readingID !== readingId) throw invalid(API_MESSAGES.readingIdMismatch);
  const reading = await requireOwnReading(db, readingId, viewer);
  const start = new Date(body.start);
  const end = body.end === null ? null : new Date(body.end);
  checkOrder(start, end);
  if (end === null && (await hasOtherOpenReading(db, reading))) throw conflict(API_MESSAGES.onlyOneCurrentReading);
  await updateReading(db, readingId, { dateStarted: start, dateFinished: end, status: end === null ? null : (reading.status ?? 'read') });
  return loadReading(db, reading);
}

export async function deleteReading(db: Db, viewer: AuthUser, readingId: number): Promise<void> {
  await requireOwnReading(db, readingId, viewer);
  if (!(await deleteReadingWithoutEntries(db, readingId))) throw conflict(API_MESSAGES.readingHasEntries);
}
