import { API_MESSAGES, type EntryCreate, type EntryUpdate, type JournalEntry } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { invalid, notFound } from '../errors';
import { deleteJournalEntry, findJournalEntry, insertOwnJournalEntry, updateJournalEntry, type EntryRecord } from './entries.repository';
import { loadJournalEntry } from './journal-loader.repository';
import { findReading } from './readings.repository';
import { requireOwnEntry } from './library.service';
import { ownedBy } from '../auth/ownership';
import type { AuthUser } from '../auth/session-tokens';

/** readingID 0 or null is no reading; any other must be a reading of the same library entry. */
async function readingOf(db: Db, usermediaId: number, readingId: number | null | undefined): Promise<number | null> {
  if (!readingId) return null;
  const reading = await findReading(db, readingId);
  if (!reading || reading.usermediaId !== usermediaId) throw invalid(API_MESSAGES.readingOfAnotherItem);
  return reading.readingId;
}

async function requireOwnJournalEntry(db: Db, entryId: number, viewer: AuthUser): Promise<EntryRecord> {
  return ownedBy(await findJournalEntry(db, entryId), viewer, API_MESSAGES.entryNotFound);
}

async function loadEntry(db: Db, entryId: number): Promise<JournalEntry> {
  const found = await loadJournalEntry(db, entryId);
  if (!found) throw new Error('entry vanished');
  return found;
}

const fieldsOf = (body: EntryUpdate, readingId: number | null) => ({ title: body.title, body: body.body, page: body.page ?? null, readingId });

/** The entry must be the viewer's (404 otherwise, checked by the insert itself unless a reading is named, which is checked first). */
export async function addJournalEntry(db: Db, viewer: AuthUser, usermediaId: number, body: EntryCreate, now = new Date()): Promise<JournalEntry> {
  let readingId: number | null = null;
  if (body.readingID) {
    await requireOwnEntry(db, usermediaId, viewer);
    readingId = await readingOf(db, usermediaId, body.readingID);
  }
  const entryId = await insertOwnJournalEntry(db, { usermediaId, userId: viewer.userId }, { ...fieldsOf(body, readingId), time: body.time ? new Date(body.time) : now });
  if (entryId === null) throw notFound(API_MESSAGES.libraryItemNotFound);
  return loadEntry(db, entryId);
}

export async function editJournalEntry(db: Db, viewer: AuthUser, entryId: number, body: EntryUpdate): Promise<JournalEntry> {
  const entry = await requireOwnJournalEntry(db, entryId, viewer);
  const readingId = await readingOf(db, entry.usermediaId, body.readingID);
  await updateJournalEntry(db, entryId, fieldsOf(body, readingId));
  return loadEntry(db, entryId);
}

export async function removeJournalEntry(db: Db, viewer: AuthUser, entryId: number): Promise<void> {
  await requireOwnJournalEntry(db, entryId, viewer);
  await deleteJournalEntry(db, entryId);
}
