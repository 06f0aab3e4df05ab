import { API_MESSAGES, readDateValue, type Status, WATCH_MESSAGES, type WatchResult, type WatchState, type WatchUnmark } from '@shelfmark/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { preparedVariants } from '../db/prepared';
import { media, readings, submedia, submediaWatches, userMedia } from '../db/schema';
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

type SelectionKind = 'ids' | 'through' | 'season';

const kindOf = (selection: Selection): SelectionKind => (selection.submediaIDs ? 'ids' : selection.through !== undefined ? 'through' : 'season');

/** The ones a selection names by id (the list, or the one "up to here" ends with): each must be the item's. */
const namedOf = (selection: Selection): number[] => selection.submediaIDs ?? (selection.through !== undefined ? [selection.through] : []);

/**
 * Which rows of submedia `s` (of item `mediaId`) a selection means: the ids, every one up to and
 * including `through` in compareEpisodes order, or a season. Values or placeholders alike.
 */
function chosenCondition(kind: SelectionKind, v: { ids: SQL; through: unknown; season: unknown; mediaId: unknown }): SQL {
  const s = sql.raw('s');
  if (kind === 'ids') return sql`s.submedia_id = any(${v.ids})`;
  if (kind === 'through')
    return sql`${episodeKey(s)} <= (select ${episodeKey(sql.raw('t'))} from ${submedia} t where t.submedia_id = ${v.through}::integer and t.media_id = ${v.mediaId}::integer)`;
  return sql`s.season = ${v.season}::integer`;
}

/** The songs or episodes of the item a call names; 404 when one of them is not the item's. */
async function chosenSubmedia(db: Db, mediaId: number, selection: Selection): Promise<number[]> {
  const where = chosenCondition(kindOf(selection), { ids: intArray(selection.submediaIDs ?? []), through: selection.through ?? 0, season: selection.season ?? -1, mediaId });
  const rows = await queryRows<{ submedia_id: number }>(db, sql`select s.submedia_id from ${submedia} s where s.media_id = ${mediaId} and ${where}`);
  const ids = rows.map((row) => row.submedia_id);
  const found = new Set(ids);
  // A named one of another item, or a season the item does not have.
  if (ids.length === 0 || namedOf(selection).some((id) => !found.has(id))) throw notFound(API_MESSAGES.submediaNotFound);
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

interface MarkParams extends Record<string, unknown> {
  userId: number;
  mediaId: number;
  at: string;
  ids: number[];
  through: number;
  season: number;
}

interface MarkRow {
  item_found: boolean;
  restricted: boolean;
  usermedia_id: number | null;
  reading_id: number | null;
  status: Status | null;
  progress: number | null;
  total: number;
  chosen: number;
  named_found: number;
  marks: WatchState[] | null;
}

/**
 * Marking in one statement, the path of nearly every call (the item on the shelf with a current
 * reading): the chosen songs or episodes are found here, and entry_mark_watches (migration 0036,
 * which a media server's episode play calls too) locks the entry, gives them their watch in the
 * reading (kept when already there), starts the reading no later than the watch, and sets
 * progress. Without an entry or a current reading it changes nothing and says so (usermedia_id or
 * reading_id null).
 */
const markStatement = preparedVariants<SelectionKind, MarkParams, MarkRow>(
  'mark_watches',
  (kind) => kind,
  (kind, p) => {
    const where = chosenCondition(kind, { ids: sql`${p.ids}::integer[]`, through: p.through, season: p.season, mediaId: p.mediaId });
    return sql`
      with item as (select ${media.restricted} as restricted from ${media} where ${media.mediaId} = ${p.mediaId}::integer),
      chosen as (select s.submedia_id from ${submedia} s where s.media_id = ${p.mediaId}::integer and ${where})
      select (select count(*) from item) > 0 as item_found, coalesce((select restricted from item), false) as restricted,
        m.usermedia_id, m.reading_id, m.status, m.progress, m.total,
        (select count(*)::int from chosen) as chosen,
        (select count(*)::int from chosen where submedia_id = any(${p.ids}::integer[]) or submedia_id = ${p.through}::integer) as named_found,
        m.marks
      from entry_mark_watches(${p.userId}::integer, ${p.mediaId}::integer, ${p.at}::timestamptz, array(select submedia_id from chosen)) m`;
  },
);

/**
 * Marks songs or episodes watched in the viewer's current reading of the item; those already
 * marked in it keep their date, and the reading starts no later than its first watch. An item
 * not on the shelf, or without a current reading, gets them first (entryWithOpenReading), then
 * the same statement runs again in that transaction.
 */
export async function markWatches(db: Db, viewer: AuthUser, mediaId: number, body: Selection & { date?: string | undefined }, now = new Date()): Promise<WatchResult> {
  const at = watchedAt(body.date, now);
  const kind = kindOf(body);
  const named = namedOf(body);
  const params: MarkParams = { userId: viewer.userId, mediaId, at: at.toISOString(), ids: body.submediaIDs ?? [], through: body.through ?? 0, season: body.season ?? -1 };
  const check = (row: MarkRow | undefined): MarkRow => {
    if (!row?.item_found || (row.restricted && viewer.role !== 'admin' && row.usermedia_id === null)) throw notFound(API_MESSAGES.mediaNotFound);
    // A named one of another item, or a season the item does not have.
    if (row.chosen === 0 || row.named_found < named.length) throw notFound(API_MESSAGES.submediaNotFound);
    return row;
  };
  let row = check((await markStatement(db, kind, params))[0]);
  if (row.reading_id === null) {
    row = await db.transaction(async (tx) => {
      await entryWithOpenReading(tx, viewer, mediaId, at);
      return check((await markStatement(tx, kind, params))[0]);
    });
  }
  const { usermedia_id: usermediaId, reading_id: readingId, status, progress } = row;
  if (usermediaId === null || readingId === null || status === null || progress === null) throw new Error('marking found no current reading');
  const byId = new Map((row.marks ?? []).map((mark) => [mark.submediaID, mark]));
  return {
    usermediaID: usermediaId,
    readingID: readingId,
    status,
    progress,
    total: row.total,
    allWatched: row.total > 0 && progress >= row.total,
    changed: kind === 'ids' ? named.flatMap((id) => byId.get(id) ?? []) : [...byId.values()],
  };
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
