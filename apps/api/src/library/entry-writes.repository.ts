import { type Status, type StatusReadings, statusReadings } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement, preparedVariants } from '../db/prepared';
import { media, userMedia } from '../db/schema';

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
 * recorded ending now (coming from one of recordsFrom), or nothing. The statement is the
 * function entry_set_status (migration 0034), which a media server's play calls too.
 */
type StatusParams = Owned & Omit<StatusReadings, 'recordsFrom'> & { recordsFrom: string; status: Status; now: Date };

const statusStatement = preparedStatement<StatusParams, { usermedia_id: number | null }>(
  'entry_status',
  (p) => sql`select entry_set_status(${p.usermediaId}::integer, ${p.userId}::integer, ${p.status}::text, ${p.whenOpen}::text, ${p.whenNone}::text,
    ${p.recordsFrom}::text, ${p.now}::timestamptz) as usermedia_id`,
);

export async function setEntryStatus(db: Db, entry: Owned, status: Status, now: Date): Promise<boolean> {
  const rule = statusReadings(status);
  const [row] = await statusStatement(db, { ...entry, ...rule, recordsFrom: rule.recordsFrom.join(','), status, now });
  return row?.usermedia_id !== null && row?.usermedia_id !== undefined;
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
