import { type DatePrecision, type ExternalIds, readingChange, type Status, TagValueSchema } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import { insertJournalEntry, journalOf } from '../../library/entries.repository';
import { type EntryRow, findEntryOfMedia, finishReading, insertEntry, updateEntry } from '../../library/library-entries.repository';
import { insertReadings, listReadings, type NewReading } from '../../library/readings.repository';
import { findOrCreateTags, tagEntries } from '../../tags/tags.repository';
import { favoriteSubmediaByNumber } from '../../library/user-submedia.repository';
import type { LibraryEntryInput } from '../rows/archive-format';
import type { ChangeLog, EntryFields } from './changes';
import { claimExternalIds } from '../matching/external-ids';
import { writeWatches } from './watch-writer';

type Reading = LibraryEntryInput['readings'][number];

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;
const readingKey = (reading: { dateStarted: string; dateFinished: string | null }) => `${day(reading.dateStarted)}|${day(reading.dateFinished)}`;

/** The tags the rules accept; the others are named in the row's note. */
export function checkedTags(values: string[], notes: string[]): string[] {
  return values.flatMap((value) => {
    const parsed = TagValueSchema.safeParse(value);
    if (parsed.success) return [parsed.data];
    notes.push(`Tag “${value.slice(0, 60)}” was left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  });
}

export const toNewReading = (usermediaId: number, reading: Reading): NewReading => ({
  usermediaId,
  dateStarted: new Date(reading.dateStarted),
  dateFinished: reading.dateFinished === null ? null : new Date(reading.dateFinished),
  status: reading.dateFinished === null ? null : (reading.status ?? 'read'),
  startedPrecision: reading.dateStartedPrecision ?? 'day',
  finishedPrecision: reading.dateFinishedPrecision ?? 'day',
  estimated: reading.estimated ?? false,
});

/** Adds readings in one statement, recording each one created; ids in the order given (null where left out). */
async function addReadings(db: Db, usermediaId: number, wanted: Reading[], log: ChangeLog): Promise<(number | null)[]> {
  const ids = await insertReadings(db, wanted.map((reading) => toNewReading(usermediaId, reading)));
  ids.forEach((id, index) => {
    const reading = wanted[index];
    if (id !== null && reading) log.add({ kind: 'reading-created', readingId: id, dateStarted: reading.dateStarted, dateFinished: reading.dateFinished });
  });
  return ids;
}

interface ExistingReading {
  id: number;
  key: string;
  open: boolean;
}

/** The readings the entry lacks (same days), to add; and for each wanted reading the id it has or will have. */
function missingReadings(wanted: Reading[], existing: ExistingReading[], allowOpen: boolean): { add: Reading[]; slots: (number | 'new' | null)[] } {
  // A list per day pair, not a set: two reads on the same day are two readings.
  const known = new Map<string, number[]>();
  for (const reading of existing) known.set(reading.key, [...(known.get(reading.key) ?? []), reading.id]);
  let hasOpen = existing.some((reading) => reading.open);
  const add: Reading[] = [];
  const slots = wanted.map((reading) => {
    const open = reading.dateFinished === null;
    const same = known.get(readingKey(reading))?.shift();
    if (same !== undefined) return same;
    if (open && (hasOpen || !allowOpen)) return null;
    hasOpen ||= open;
    add.push(reading);
    return 'new' as const;
  });
  return { add, slots };
}

async function addJournal(db: Db, usermediaId: number, input: LibraryEntryInput, readingIds: (number | null)[], log: ChangeLog, fresh: boolean): Promise<void> {
  if (input.entries.length === 0) return;
  const known = new Set(fresh ? [] : (await journalOf(db, usermediaId)).map((entry) => `${entry.time.toISOString()}|${entry.title}`));
  for (const entry of input.entries) {
    if (known.has(`${new Date(entry.time).toISOString()}|${entry.title}`)) continue;
    const entryId = await insertJournalEntry(db, usermediaId, {
      title: entry.title,
      body: entry.body,
      time: new Date(entry.time),
      page: entry.page,
      readingId: entry.reading === null ? null : (readingIds[entry.reading - 1] ?? null),
    });
    log.add({ kind: 'journal-created', entryId, title: entry.title, body: entry.body });
  }
}

async function addTagsAndFavourites(db: Db, userId: number, usermediaId: number, mediaId: number, input: LibraryEntryInput, notes: string[], log: ChangeLog) {
  const tags = await findOrCreateTags(db, userId, checkedTags(input.tags, notes));
  for (const { tag, created } of tags.values()) if (created) log.add({ kind: 'tag-created', tagId: tag.tagID, value: tag.tagValue });
  const added = await tagEntries(db, [...tags.values()].map(({ tag }) => ({ usermediaId, tagId: tag.tagID })));
  for (const pair of added) log.add({ kind: 'tagged', ...pair });
  const favourites = await favoriteSubmediaByNumber(db, usermediaId, mediaId, input.favoriteSubmedia);
  if (favourites.length > 0) log.add({ kind: 'song-favourites', usersubmediaIds: favourites });
}

/**
 * The reading the status rule (readingChange) adds to a row whose own readings do not cover its
 * status: an open one for currentlyReading, a finished one for read or DNF. Dated `at` (when the
 * row says the status was set, else now); a finish Shelfmark dates itself is marked estimated.
 */
function readingForStatus(from: Status | null, input: LibraryEntryInput, hasOpen: boolean, at: string): Reading | null {
  const change = readingChange(from, input.status, hasOpen || input.readings.some((reading) => reading.dateFinished === null));
  if (change === 'start') return { dateStarted: at, dateFinished: null, status: null };
  if (typeof change === 'object' && 'record' in change && !input.readings.some((reading) => reading.dateFinished !== null)) {
    return { dateStarted: at, dateFinished: at, status: change.record, estimated: true };
  }
  return null;
}

/** The readings an entry new to the shelf gets: the row's, plus the one its status calls for (readingForStatus). */
export function readingsOfNewEntry(input: LibraryEntryInput, now: Date): Reading[] {
  const added = readingForStatus(null, input, false, input.addedAt ?? now.toISOString());
  return added ? [...input.readings, added] : [...input.readings];
}

export const entryFields = (input: LibraryEntryInput): EntryFields => ({
  status: input.status,
  rating: input.rating,
  review: input.review,
  favorited: input.favorited,
  progress: input.progress,
});

/**
 * Merges into an entry already on the shelf: status, rating, review and progress change only
 * when the imported row is newer (changedAt) than the last thing that happened locally, an
 * empty rating or review is filled, a favourite is kept; leaving currentlyReading ends the open
 * reading as a status change does. Answers the readings' ids and the status it ends with.
 */
async function mergeEntry(db: Db, existing: EntryRow, input: LibraryEntryInput, changedAt: string | null, now: Date, log: ChangeLog) {
  const usermediaId = existing.usermediaId;
  const [present, journal] = await Promise.all([listReadings(db, [usermediaId]), journalOf(db, usermediaId)]);
  const localLatest = Math.max(
    existing.createdAt.getTime(),
    ...present.flatMap((reading) => [reading.dateStarted.getTime(), reading.dateFinished?.getTime() ?? 0]),
    ...journal.map((entry) => entry.time.getTime()),
  );
  const newer = changedAt !== null && new Date(changedAt).getTime() > localLatest;
  const changes: Partial<EntryFields> = {};
  if (newer && input.status !== existing.status) changes.status = input.status;
  if (newer && input.progress > 0 && input.progress !== existing.progress) changes.progress = input.progress;
  if (input.rating > 0 && input.rating !== existing.rating && (newer || existing.rating === 0)) changes.rating = input.rating;
  if (input.review && input.review !== existing.review && (newer || existing.review === null)) changes.review = input.review;
  if (input.favorited && !existing.favorited) changes.favorited = true;
  const finalStatus: Status = changes.status ?? existing.status;
  let existingReadings: ExistingReading[] = present.map((reading) => ({
    id: reading.readingId,
    key: readingKey({ dateStarted: reading.dateStarted.toISOString(), dateFinished: reading.dateFinished?.toISOString() ?? null }),
    open: reading.dateFinished === null,
  }));
  if (Object.keys(changes).length > 0) {
    const before = Object.fromEntries(Object.keys(changes).map((field) => [field, existing[field as keyof EntryFields]])) as Partial<EntryFields>;
    await updateEntry(db, usermediaId, changes);
    log.add({ kind: 'entry-updated', usermediaId, before, after: changes });
  }
  const open = present.find((reading) => reading.dateFinished === null);
  const ending = changes.status && open ? readingChange(existing.status, changes.status, true) : 'keep';
  if (open && typeof ending === 'object' && 'end' in ending) {
    const finishing = input.readings.filter((reading) => reading.dateFinished !== null).at(-1);
    const end = finishing?.dateFinished ? new Date(finishing.dateFinished) : now;
    const precision: DatePrecision = finishing?.dateFinishedPrecision ?? 'day';
    const status = ending.end;
    // The end of a finished read can be before the open reading's start; then it ends now.
    const safeEnd = end < open.dateStarted && precision === 'day' ? now : end;
    await finishReading(db, open.readingId, safeEnd, status, precision);
    log.add({
      kind: 'reading-ended',
      readingId: open.readingId,
      before: { dateFinished: null, status: null, finishedPrecision: open.finishedPrecision },
      after: { dateFinished: safeEnd.toISOString(), status, finishedPrecision: precision },
    });
    existingReadings = existingReadings.map((reading) => ({ ...reading, open: false }));
  }
  // An open reading joins an existing entry only if it is now being read.
  const { add, slots } = missingReadings(input.readings, existingReadings, finalStatus === 'currentlyReading');
  const forStatus = changes.status ? readingForStatus(existing.status, input, existingReadings.some((reading) => reading.open), changedAt ?? now.toISOString()) : null;
  if (forStatus) add.push(forStatus);
  const createdIds = await addReadings(db, usermediaId, add, log);
  const readingIds = slots.map((slot) => (slot === 'new' ? (createdIds.shift() ?? null) : slot));
  return { usermediaId, readingIds };
}

/**
 * Writes an imported library entry through the same repository functions the API's routes
 * use, recording each write in `log` (for undo). A new entry gets everything; an entry already
 * on the shelf is merged (mergeEntry); then its song or episode watches, and the record gets the
 * row's ids it lacks. Answers notes for the user (tags left out).
 * `existing` is the entry when the caller already looked it up (undefined: look it up).
 */
export async function writeLibraryEntry(
  db: Db,
  target: { userId: number; mediaId: number; externalIds?: ExternalIds },
  input: LibraryEntryInput,
  changedAt: string | null,
  now: Date,
  log: ChangeLog,
  existing?: EntryRow | null,
): Promise<string[]> {
  const notes: string[] = [];
  const entry = existing === undefined ? await findEntryOfMedia(db, target.userId, target.mediaId) : existing;
  let usermediaId: number;
  let readingIds: (number | null)[];
  if (!entry) {
    const created = await insertEntry(db, target.userId, target.mediaId, input.status, {
      rating: input.rating,
      review: input.review,
      favorited: input.favorited,
      progress: input.progress,
      createdAt: input.addedAt ? new Date(input.addedAt) : now,
    });
    if (created === null) throw new Error('library entry not created');
    usermediaId = created;
    log.add({ kind: 'entry-created', usermediaId, wrote: entryFields(input) });
    readingIds = await addReadings(db, usermediaId, readingsOfNewEntry(input, now), log);
  } else {
    ({ usermediaId, readingIds } = await mergeEntry(db, entry, input, changedAt, now, log));
  }
  await addJournal(db, usermediaId, input, readingIds, log, !entry);
  await addTagsAndFavourites(db, target.userId, usermediaId, target.mediaId, input, notes, log);
  notes.push(...(await writeWatches(db, { usermediaId, mediaId: target.mediaId }, input.watches ?? [], readingIds, log)));
  await claimExternalIds(db, target.mediaId, target.externalIds, log);
  return notes;
}
