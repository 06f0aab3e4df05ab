import type { DatePrecision, JournalEntry, Reading, ReadingSummary } from '@shelfmark/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { entries, readings } from '../db/schema';

/** A reading row, as drizzle reads it or as the user-media statement sends it in JSON (dates as text). */
export interface ReadingRecord {
  readingId: number;
  dateStarted: Date | string;
  dateFinished: Date | string | null;
  status: 'read' | 'DNF' | null;
  startedPrecision: DatePrecision;
  finishedPrecision: DatePrecision;
  estimated: boolean;
}

export interface EntryRecord {
  entryId: number;
  readingId: number | null;
  title: string;
  body: string;
  time: Date | string;
  page: number | null;
}

export interface Journal {
  readings: Reading[];
  entries: JournalEntry[];
}

/** An instant as the API writes it: ISO 8601 in UTC, to the millisecond (as Date#toISOString). */
const iso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();

const readingSummary = (row: ReadingRecord): ReadingSummary => ({
  readingID: row.readingId,
  dateStarted: iso(row.dateStarted),
  dateFinished: row.dateFinished === null ? null : iso(row.dateFinished),
  status: row.status,
  dateStartedPrecision: row.startedPrecision,
  dateFinishedPrecision: row.finishedPrecision,
  estimated: row.estimated,
});

/**
 * The readings and journal of an entry, from rows already in order (readings by start, entries
 * by time, ties by id), each entry pointing at its reading and each reading listing its entries.
 */
export function toJournal(readingRows: readonly ReadingRecord[], entryRows: readonly EntryRecord[]): Journal {
  const summaries = new Map(readingRows.map((row) => [row.readingId, readingSummary(row)]));
  const journal = entryRows.map(
    (row): JournalEntry => ({
      entryID: row.entryId,
      title: row.title,
      body: row.body,
      time: iso(row.time),
      page: row.page,
      readingID: row.readingId === null ? null : (summaries.get(row.readingId) ?? null),
    }),
  );
  return {
    readings: readingRows.map((row) => ({ ...readingSummary(row), entries: journal.filter((entry) => entry.readingID?.readingID === row.readingId) })),
    entries: journal,
  };
}

/** The readings (first one first) and journal of an entry. */
export async function loadJournal(db: Db, usermediaId: number): Promise<Journal> {
  const [readingRows, entryRows] = await Promise.all([
    db.select().from(readings).where(eq(readings.usermediaId, usermediaId)).orderBy(asc(readings.dateStarted), asc(readings.readingId)),
    db.select().from(entries).where(eq(entries.usermediaId, usermediaId)).orderBy(asc(entries.time), asc(entries.entryId)),
  ]);
  return toJournal(readingRows, entryRows);
}

type EntryWithReading = EntryRecord & { reading: ReadingRecord | null };

const entryStatement = preparedStatement<{ entryId: number }, EntryWithReading>(
  'journal_entry',
  (p) => sql`select ${entries.entryId} as "entryId", ${entries.readingId} as "readingId", ${entries.title} as title, ${entries.body} as body,
      ${entries.time} as time, ${entries.page} as page,
      case when ${readings.readingId} is null then null else json_build_object('readingId', ${readings.readingId}, 'dateStarted', ${readings.dateStarted},
        'dateFinished', ${readings.dateFinished}, 'status', ${readings.status}, 'startedPrecision', ${readings.startedPrecision},
        'finishedPrecision', ${readings.finishedPrecision}, 'estimated', ${readings.estimated}) end as reading
    from ${entries} left join ${readings} on ${eq(readings.readingId, entries.readingId)}
    where ${entries.entryId} = ${p.entryId}`,
);

/** One journal entry with the reading it belongs to, as the journal shows it; null when it is gone. */
export async function loadJournalEntry(db: Db, entryId: number): Promise<JournalEntry | null> {
  const [row] = await entryStatement(db, { entryId });
  return row ? (toJournal(row.reading ? [row.reading] : [], [row]).entries[0] ?? null) : null;
}
