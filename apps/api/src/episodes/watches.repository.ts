import { API_MESSAGES, readDateValue, type Status, WATCH_MESSAGES, type WatchResult, type WatchState, type WatchUnmark } from '@shelfmark/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { readings, submedia, submediaWatches, userMedia } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { setEntryStatus } from '../library/entry-writes.repository';
import { findEntryOfMedia, insertEntry } from '../library/library-entries.repository';
import { requireVisibleMedia } from '../media/media-access.repository';
import type { AuthUser } from '../auth/session-tokens';

/** The contract's compareEpisodes as a sortable key: specials (season 0) last, then season, number, overallnum. */
export function episodeKey(alias: SQL): SQL {
  return sql`array[case when ${alias}.season = 0 then 1 else 0 end, coalesce(${alias}.season, 0), coalesce(${alias}.episode, ${alias}.overallnum), ${alias}.overallnum]`;
}

/** Specials (season 0) are not counted toward a show's progress. */
const counted = (alias: SQL) => sql`${alias}.season is distinct from 0`;

type Selection = WatchUnmark;

/** An array of ids as one parameter (a plain array in a sql template becomes a list of parameters). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;

/** The songs or episodes of the item a call names; 404 when one of them is not the item's. */
async function chosenSubmedia(db: Db, mediaId: number, selection: Selection): Promise<number[]> {
  const s = sql.raw('s');
  let where: SQL;
  if (selection.submediaIDs) where = sql`s.submedia_id = any(${intArray(selection.submediaIDs)})`;
  else if (selection.through !== undefined)
    where = sql`${episodeKey(s)} <= (select ${episodeKey(sql.raw('t'))} from ${submedia} t where t.submedia_id = ${selection.through} and t.media_id = ${mediaId})`;
  else where = sql`s.season = ${selection.season}`;
  const rows = await queryRows<{ submedia_id: number }>(db, sql`select s.submedia_id from ${submedia} s where s.media_id = ${mediaId} and ${where}`);
  const ids = rows.map((row) => row.submedia_id);
  const named = selection.submediaIDs ?? (selection.through !== undefined ? [selection.through] : []);
  const found = new Set(ids);
  // A named one of another item, or a season the item does not have.
  if (ids.length === 0 || named.some((id) => !found.has(id))) throw notFound(API_MESSAGES.submediaNotFound);
  return ids;
}

async function openReadingOf(db: Db, usermediaId: number): Promise<number | null> {
  const [open] = await queryRows<{ reading_id: number }>(
    db,
    sql`select ${readings.readingId} as reading_id from ${readings} where ${readings.usermediaId} = ${usermediaId} and ${readings.dateFinished} is null`,
  );
  return open?.reading_id ?? null;
}

/**
 * The viewer's entry for the item with an open reading, made as needed: the item is put on the
 * shelf, and without a current reading it moves to Currently Watching (Listening…), which starts
 * one dated `startedAt` (a rewatch of a finished show is a new reading).
 */
async function entryWithOpenReading(db: Db, viewer: AuthUser, mediaId: number, startedAt: Date) {
  const entry = await findEntryOfMedia(db, viewer.userId, mediaId);
  const usermediaId = entry?.usermediaId ?? (await insertEntry(db, viewer.userId, mediaId, 'library'));
  if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
  let readingId = await openReadingOf(db, usermediaId);
  if (readingId === null) {
    await setEntryStatus(db, { usermediaId, userId: viewer.userId }, 'currentlyReading', startedAt);
    readingId = await openReadingOf(db, usermediaId);
    if (readingId === null) throw new Error('no reading was started');
  }
  return { usermediaId, readingId };
}

/** Progress = songs or episodes marked in the reading (specials aside); every change also bumps the shelf version through the entry's update. */
async function settle(db: Db, usermediaId: number, mediaId: number, readingId: number | null, changedIds: number[]): Promise<WatchResult> {
  const s = sql.raw('s');
  const [state] = await queryRows<{ status: Status; progress: number; total: number }>(
    db,
    sql`update ${userMedia} set progress = (
          select count(*)::int from ${submediaWatches} w join ${submedia} s on s.submedia_id = w.submedia_id
          where w.reading_id = ${readingId}::integer and ${counted(s)})
        where ${userMedia.usermediaId} = ${usermediaId}
        returning ${userMedia.status} as status, ${userMedia.progress} as progress,
          (select count(*)::int from ${submedia} s where s.media_id = ${mediaId} and ${counted(s)}) as total`,
  );
  if (!state) throw notFound(API_MESSAGES.libraryItemNotFound);
  const marks = await queryRows<{ submedia_id: number; watched: boolean; watch_count: number; last_watched: string }>(
    db,
    sql`select submedia_id, bool_or(reading_id = ${readingId}::integer) as watched, count(*)::int as watch_count,
          to_char(max(watched_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_watched
        from ${submediaWatches} where usermedia_id = ${usermediaId} and submedia_id = any(${intArray(changedIds)})
        group by submedia_id`,
  );
  const byId = new Map(marks.map((mark) => [mark.submedia_id, mark]));
  const changed: WatchState[] = changedIds.map((submediaID) => {
    const mark = byId.get(submediaID);
    return { submediaID, watched: mark?.watched ?? false, watchCount: mark?.watch_count ?? 0, lastWatched: mark?.last_watched ?? null };
  });
  return {
    usermediaID: usermediaId,
    readingID: readingId,
    status: state.status,
    progress: state.progress,
    total: state.total,
    allWatched: readingId !== null && state.total > 0 && state.progress >= state.total,
    changed,
  };
}

/** A watch date as stored: a day is its first instant (UTC), as a reading's day is. */
function watchedAt(date: string | undefined, now: Date): Date {
  if (date === undefined) return now;
  const dated = readDateValue(date);
  if (!dated) throw invalid(WATCH_MESSAGES.dayOnly);
  return new Date(dated.iso);
}

/**
 * Marks songs or episodes watched in the viewer's current reading of the item (see
 * entryWithOpenReading); those already marked in it keep their date. The reading starts no
 * later than its first watch.
 */
export async function markWatches(db: Db, viewer: AuthUser, mediaId: number, body: Selection & { date?: string | undefined }, now = new Date()): Promise<WatchResult> {
  await requireVisibleMedia(db, mediaId, viewer);
  const at = watchedAt(body.date, now);
  return db.transaction(async (tx) => {
    const ids = await chosenSubmedia(tx, mediaId, body);
    const { usermediaId, readingId } = await entryWithOpenReading(tx, viewer, mediaId, at);
    await tx.execute(sql`
      insert into ${submediaWatches} (usermedia_id, reading_id, submedia_id, watched_at)
      select ${usermediaId}, ${readingId}, id, ${at.toISOString()}::timestamptz from unnest(${intArray(ids)}) as id
      on conflict (reading_id, submedia_id) do nothing`);
    await tx.execute(sql`
      update ${readings} set date_started = ${at.toISOString()}::timestamptz, started_precision = 'day'
      where ${readings.readingId} = ${readingId} and ${readings.dateStarted} > ${at.toISOString()}::timestamptz`);
    return settle(tx, usermediaId, mediaId, readingId, ids);
  });
}

/** Unmarks songs or episodes in the viewer's current reading of the item; other readings keep theirs. */
export async function unmarkWatches(db: Db, viewer: AuthUser, mediaId: number, selection: Selection): Promise<WatchResult> {
  await requireVisibleMedia(db, mediaId, viewer);
  return db.transaction(async (tx) => {
    const entry = await findEntryOfMedia(tx, viewer.userId, mediaId);
    if (!entry) throw notFound(API_MESSAGES.libraryItemNotFound);
    const ids = await chosenSubmedia(tx, mediaId, selection);
    const readingId = await openReadingOf(tx, entry.usermediaId);
    if (readingId === null) throw conflict(WATCH_MESSAGES.nothingToUnmark);
    await tx.execute(sql`delete from ${submediaWatches} where reading_id = ${readingId} and submedia_id = any(${intArray(ids)})`);
    return settle(tx, entry.usermediaId, mediaId, readingId, ids);
  });
}
