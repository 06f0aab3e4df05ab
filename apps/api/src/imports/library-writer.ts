import { type Status, TagValueSchema } from '@shelfmark/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { entries, media, readings, submedia, userMedia, userSubmedia } from '../db/schema';
import { findEntryOfMedia } from '../repositories/library-entries';
import { findOrCreateTag, tagEntry } from '../repositories/tags';
import { linkUserSubmedia } from '../repositories/user-submedia-links';
import type { LibraryEntryInput } from './archive-format';

type Reading = LibraryEntryInput['readings'][number];

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;
const readingKey = (reading: { dateStarted: string; dateFinished: string | null }) => `${day(reading.dateStarted)}|${day(reading.dateFinished)}`;

/** The tags the rules accept; the others are named in the row's note. */
function checkedTags(values: string[], notes: string[]): string[] {
  return values.flatMap((value) => {
    const parsed = TagValueSchema.safeParse(value);
    if (parsed.success) return [parsed.data];
    notes.push(`Tag “${value.slice(0, 60)}” was left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  });
}

/** A new entry's readings, as they were, in one statement; answers their ids in order. */
async function insertReadings(db: Db, usermediaId: number, wanted: Reading[]): Promise<number[]> {
  if (wanted.length === 0) return [];
  const created = await db
    .insert(readings)
    .values(
      wanted.map((reading) => ({
        usermediaId,
        dateStarted: new Date(reading.dateStarted),
        dateFinished: reading.dateFinished === null ? null : new Date(reading.dateFinished),
        status: reading.dateFinished === null ? null : (reading.status ?? 'read'),
      })),
    )
    .returning({ id: readings.readingId });
  return created.map((row) => row.id);
}

interface ExistingReading {
  id: number;
  key: string;
  open: boolean;
}

/** Adds the readings the entry lacks (same days); answers the ids (new or already there) in the order given, null for an open one left out. */
async function addReadings(
  db: Db,
  usermediaId: number,
  wanted: Reading[],
  existing: ExistingReading[],
  allowOpen: boolean,
): Promise<(number | null)[]> {
  // A list per day pair, not a set: two reads on the same day are two readings.
  const known = new Map<string, number[]>();
  for (const reading of existing) known.set(reading.key, [...(known.get(reading.key) ?? []), reading.id]);
  let hasOpen = existing.some((reading) => reading.open);
  const ids: (number | null)[] = [];
  for (const reading of wanted) {
    const key = readingKey(reading);
    const open = reading.dateFinished === null;
    const same = known.get(key)?.shift();
    if (same !== undefined || (open && (hasOpen || !allowOpen))) {
      ids.push(same ?? null);
      continue;
    }
    const [created] = await db
      .insert(readings)
      .values({
        usermediaId,
        dateStarted: new Date(reading.dateStarted),
        dateFinished: reading.dateFinished === null ? null : new Date(reading.dateFinished),
        status: open ? null : (reading.status ?? 'read'),
      })
      .returning({ id: readings.readingId });
    hasOpen ||= open;
    ids.push(created?.id ?? null);
  }
  return ids;
}

async function addJournal(db: Db, usermediaId: number, input: LibraryEntryInput, readingIds: (number | null)[]): Promise<void> {
  if (input.entries.length === 0) return;
  const present = await db.select({ time: entries.time, title: entries.title }).from(entries).where(eq(entries.usermediaId, usermediaId));
  const known = new Set(present.map((entry) => `${entry.time.toISOString()}|${entry.title}`));
  const fresh = input.entries.filter((entry) => !known.has(`${new Date(entry.time).toISOString()}|${entry.title}`));
  if (fresh.length === 0) return;
  await db.insert(entries).values(
    fresh.map((entry) => ({
      usermediaId,
      title: entry.title,
      body: entry.body,
      time: new Date(entry.time),
      page: entry.page,
      readingId: entry.reading === null ? null : (readingIds[entry.reading - 1] ?? null),
    })),
  );
}

async function addTagsAndFavourites(db: Db, userId: number, usermediaId: number, mediaId: number, input: LibraryEntryInput, notes: string[]) {
  for (const value of checkedTags(input.tags, notes)) {
    const { tag } = await findOrCreateTag(db, userId, value);
    await tagEntry(db, usermediaId, tag.tagID);
  }
  if (input.favoriteSubmedia.length > 0) {
    await db
      .update(userSubmedia)
      .set({ favorited: true })
      .where(
        and(
          eq(userSubmedia.usermediaId, usermediaId),
          inArray(
            userSubmedia.submediaId,
            db.select({ id: submedia.submediaId }).from(submedia).where(and(eq(submedia.mediaId, mediaId), inArray(submedia.overallnum, input.favoriteSubmedia))),
          ),
        ),
      );
  }
}

/**
 * Writes an imported library entry. A new entry gets everything. An entry already on the
 * shelf is merged: readings, journal entries and tags missing from it are added, an empty
 * rating or review is filled, and status, rating, review and progress change only when the
 * imported row is newer (changedAt) than the last thing that happened locally, so an older
 * export never overwrites a newer local status. Answers notes for the user (tags left out).
 */
export async function writeLibraryEntry(
  db: Db,
  userId: number,
  mediaId: number,
  input: LibraryEntryInput,
  changedAt: string | null,
  now: Date,
): Promise<string[]> {
  const notes: string[] = [];
  const existing = await findEntryOfMedia(db, userId, mediaId);
  let usermediaId: number;
  let finalStatus: Status = input.status;
  let existingReadings: ExistingReading[] = [];
  if (!existing) {
    const [item] = await db
      .select({ mediaType: media.type, sortCreator: media.sortCreator, sortTitle: media.sortTitle, numPages: media.numPages })
      .from(media)
      .where(eq(media.mediaId, mediaId));
    if (!item) throw new Error('media vanished');
    const [created] = await db
      .insert(userMedia)
      .values({
        userId,
        mediaId,
        status: input.status,
        rating: input.rating,
        review: input.review,
        favorited: input.favorited,
        progress: item.numPages === null ? input.progress : Math.min(input.progress, item.numPages),
        mediaType: item.mediaType,
        sortCreator: item.sortCreator,
        sortTitle: item.sortTitle,
        createdAt: input.addedAt ? new Date(input.addedAt) : now,
      })
      .returning({ id: userMedia.usermediaId });
    if (!created) throw new Error('entry not created');
    usermediaId = created.id;
    await linkUserSubmedia(db, eq(userMedia.usermediaId, usermediaId));
  } else {
    usermediaId = existing.usermediaId;
    const present = await db.select().from(readings).where(eq(readings.usermediaId, usermediaId)).orderBy(asc(readings.dateStarted));
    const [journalLast] = await db.select({ at: sql<string | null>`max(${entries.time})::text` }).from(entries).where(eq(entries.usermediaId, usermediaId));
    const localDates = [
      existing.createdAt.getTime(),
      ...present.flatMap((reading) => [reading.dateStarted.getTime(), reading.dateFinished?.getTime() ?? 0]),
      journalLast?.at ? new Date(journalLast.at).getTime() : 0,
    ];
    existingReadings = present.map((reading) => ({
      id: reading.readingId,
      key: readingKey({ dateStarted: reading.dateStarted.toISOString(), dateFinished: reading.dateFinished?.toISOString() ?? null }),
      open: reading.dateFinished === null,
    }));
    const newer = changedAt !== null && new Date(changedAt).getTime() > Math.max(...localDates);
    const changes: Partial<typeof userMedia.$inferInsert> = {};
    if (newer) {
      changes.status = input.status;
      if (input.progress > 0) changes.progress = input.progress;
    }
    if (input.rating > 0 && (newer || existing.rating === 0)) changes.rating = input.rating;
    if (input.review && (newer || existing.review === null)) changes.review = input.review;
    if (input.favorited && !existing.favorited) changes.favorited = true;
    finalStatus = changes.status ?? existing.status;
    if (Object.keys(changes).length > 0) await db.update(userMedia).set(changes).where(eq(userMedia.usermediaId, usermediaId));
    // Leaving currentlyReading for a finished status ends the open reading, as a status change does.
    if (changes.status && changes.status !== 'currentlyReading') {
      const finishing = input.readings.filter((reading) => reading.dateFinished !== null).at(-1);
      await db
        .update(readings)
        .set({ dateFinished: finishing?.dateFinished ? new Date(finishing.dateFinished) : now, status: changes.status === 'read' ? 'read' : 'DNF' })
        .where(and(eq(readings.usermediaId, usermediaId), isNull(readings.dateFinished)));
      existingReadings = existingReadings.map((reading) => ({ ...reading, open: false }));
    }
  }
  const wanted = [...input.readings];
  if (finalStatus === 'currentlyReading' && !existing && !wanted.some((reading) => reading.dateFinished === null)) {
    wanted.push({ dateStarted: input.addedAt ?? now.toISOString(), dateFinished: null, status: null });
  }
  // An open reading joins an existing entry only if it is now being read.
  const readingIds = existing
    ? await addReadings(db, usermediaId, wanted, existingReadings, finalStatus === 'currentlyReading')
    : await insertReadings(db, usermediaId, wanted);
  await addJournal(db, usermediaId, input, readingIds);
  await addTagsAndFavourites(db, userId, usermediaId, mediaId, input, notes);
  return notes;
}
