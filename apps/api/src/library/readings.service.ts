import { API_MESSAGES, type DatePrecision, type Reading, type ReadingCreateSchema, type ReadingEnd, type ReadingUpdate, readDateValue } from '@shelfmark/contract';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { conflict, invalid } from '../errors';
import { loadJournal } from './journal-loader.repository';
import { deleteReadingWithoutEntries, findReading, hasOtherOpenReading, insertReadings, type ReadingRow, updateReading } from './readings.repository';
import { requireOwnEntry } from './library.service';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';

async function requireOwnReading(db: Db, readingId: number, viewer: AuthUser): Promise<ReadingRow> {
  return ownedBy(await findReading(db, readingId), viewer, API_MESSAGES.readingNotFound);
}

async function loadReading(db: Db, reading: Pick<ReadingRow, 'usermediaId' | 'readingId'>): Promise<Reading> {
  const journal = await loadJournal(db, reading.usermediaId);
  const found = journal.readings.find((item) => item.readingID === reading.readingId);
  if (!found) throw new Error('reading vanished');
  return found;
}

/** A date the schema accepted ("2019", "2019-06", a date or a date-time), as stored with its precision. */
function dateOf(value: string): { date: Date; precision: DatePrecision } {
  const read = readDateValue(value);
  if (!read) throw invalid(API_MESSAGES.readingEndsBeforeStart);
  return { date: new Date(read.iso), precision: read.precision };
}

/** The end cannot be before the start, at the end's precision: "2019" may end a reading begun in June 2019. */
function checkOrder(start: Date, end: { date: Date; precision: DatePrecision } | null): void {
  if (!end) return;
  const floor =
    end.precision === 'year'
      ? new Date(Date.UTC(start.getUTCFullYear(), 0, 1))
      : end.precision === 'month'
        ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1))
        : start;
  if (end.date < floor) throw invalid(API_MESSAGES.readingEndsBeforeStart);
}

/** Ends a reading (or moves the end of an ended one). */
export async function endReading(db: Db, viewer: AuthUser, readingId: number, body: ReadingEnd): Promise<Reading> {
  const reading = await requireOwnReading(db, readingId, viewer);
  const end = dateOf(body.end);
  checkOrder(reading.dateStarted, end);
  await updateReading(db, readingId, { dateFinished: end.date, status: body.status, finishedPrecision: end.precision });
  return loadReading(db, reading);
}

/** New dates for a reading; end null makes it the current one again, if no other is. */
export async function editReading(db: Db, viewer: AuthUser, readingId: number, body: ReadingUpdate): Promise<Reading> {
  if (body.readingID !== undefined && body.readingID !== readingId) throw invalid(API_MESSAGES.readingIdMismatch);
  const reading = await requireOwnReading(db, readingId, viewer);
  const start = dateOf(body.start);
  const end = body.end === null ? null : dateOf(body.end);
  checkOrder(start.date, end);
  if (end === null && (await hasOtherOpenReading(db, reading))) throw conflict(API_MESSAGES.onlyOneCurrentReading);
  await updateReading(db, readingId, {
    dateStarted: start.date,
    dateFinished: end?.date ?? null,
    status: end === null ? null : (reading.status ?? 'read'),
    startedPrecision: start.precision,
    finishedPrecision: end?.precision ?? 'day',
  });
  return loadReading(db, reading);
}

/** Records a past reading of the viewer's own entry; a start left out is unknown and taken as the end. */
export async function addReading(db: Db, viewer: AuthUser, usermediaId: number, body: z.output<typeof ReadingCreateSchema>): Promise<Reading> {
  await requireOwnEntry(db, usermediaId, viewer);
  const end = dateOf(body.end);
  const start = body.start === null ? end : dateOf(body.start);
  checkOrder(start.date, end);
  const [readingId] = await insertReadings(db, [
    { usermediaId, dateStarted: start.date, dateFinished: end.date, status: body.status, startedPrecision: start.precision, finishedPrecision: end.precision },
  ]);
  if (readingId === null || readingId === undefined) throw new Error('reading not created');
  return loadReading(db, { usermediaId, readingId });
}

export async function deleteReading(db: Db, viewer: AuthUser, readingId: number): Promise<void> {
  await requireOwnReading(db, readingId, viewer);
  if (!(await deleteReadingWithoutEntries(db, readingId))) throw conflict(API_MESSAGES.readingHasEntries);
}
