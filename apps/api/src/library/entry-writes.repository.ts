import { type Status, type StatusReadings, statusReadings } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement, preparedVariants } from '../db/prepared';
import { media, readings, userMedia } from '../db/schema';

/**
 * One field of a user's own entry, in one statement each: the ownership test is the WHERE
 * clause, so an entry that is not the user's (or is gone) changes nothing and answers false.
 */

type Owned = { usermediaId: number; userId: number };

const own = (p: { usermediaId: unknown; userId: unknown }) =>
  sql`${userMedia.usermediaId} = ${p.usermediaId} and ${userMedia.userId} = ${p.userId}`;

/**
 * A status change carries the readings along, in one statement, as statusReadings says: the
 * open reading is kept or ended now; without one, a reading is started, or a finished one is
 * recorded ending now (coming from one of recordsFrom), or nothing. Every part reads the
 * entry's state from before the statement; the entry row is locked for its duration.
 */
type StatusParams = Owned & Omit<StatusReadings, 'recordsFrom'> & { recordsFrom: string; status: Status; now: Date };

const statusStatement = preparedStatement<StatusParams, { usermedia_id: number }>(
  'entry_status',
  (p) => sql`
    with entry as (select ${userMedia.usermediaId} as usermedia_id, ${userMedia.status} as old_status from ${userMedia} where ${own(p)} for update),
    open as (select ${readings.readingId} as reading_id from ${readings}
      where ${readings.usermediaId} = (select usermedia_id from entry) and ${readings.dateFinished} is null),
    finished as (
      update ${readings} set date_finished = ${p.now}::timestamptz, finished_precision = 'day', status = ${p.whenOpen}::text
      where ${readings.readingId} in (select reading_id from open) and ${p.whenOpen}::text <> 'keep'
      returning 1),
    added as (
      insert into ${readings} (usermedia_id, date_started, date_finished, status, started_precision, finished_precision)
      select usermedia_id, ${p.now}::timestamptz,
        case when ${p.whenNone}::text = 'start' then null else ${p.now}::timestamptz end,
        case when ${p.whenNone}::text = 'start' then null else ${p.whenNone}::text end, 'day', 'day'
      from entry
      where ${p.whenNone}::text <> 'nothing' and not exists (select 1 from open)
        and (${p.whenNone}::text = 'start' or old_status = any(string_to_array(${p.recordsFrom}::text, ',')))
      on conflict do nothing
      returning 1)
    update ${userMedia} set status = ${p.status}::text,
      progress = case when ${p.whenNone}::text = 'start' and not exists (select 1 from open) then 0 else ${userMedia.progress} end
    where ${userMedia.usermediaId} = (select usermedia_id from entry)
    returning ${userMedia.usermediaId} as usermedia_id`,
);

export async function setEntryStatus(db: Db, entry: Owned, status: Status, now: Date): Promise<boolean> {
  const rule = statusReadings(status);
  return (await statusStatement(db, { ...entry, ...rule, recordsFrom: rule.recordsFrom.join(','), status, now })).length > 0;
}

type Field = 'rating' | 'review' | 'favorited';
const COLUMNS = { rating: 'rating', review: 'review', favorited: 'favorited' } as const;

const fieldStatement = preparedVariants<Field, Owned & { value: unknown }, { usermedia_id: number }>(
  'entry_field',
  (field) => field,
  (field, p) => sql`update ${userMedia} set ${sql.identifier(COLUMNS[field])} = ${p.value} where ${own(p)} returning ${userMedia.usermediaId} as usermedia_id`,
);

export async function setEntryField(db: Db, entry: Owned, field: Field, value: number | string | boolean | null): Promise<boolean> {
  return (await fieldStatement(db, field, { ...entry, value })).length > 0;
}

/** Progress up to the item's numPages (any, when it has none); false when not the user's or past the end. */
const progressStatement = preparedStatement<Owned & { progress: number }, { usermedia_id: number }>(
  'entry_progress',
  (p) => sql`update ${userMedia} set progress = ${p.progress}::integer from ${media}
    where ${own(p)} and ${media.mediaId} = ${userMedia.mediaId} and (${media.numPages} is null or ${p.progress}::integer <= ${media.numPages})
    returning ${userMedia.usermediaId} as usermedia_id`,
);

export async function setEntryProgress(db: Db, entry: Owned, progress: number): Promise<boolean> {
  return (await progressStatement(db, { ...entry, progress })).length > 0;
}
