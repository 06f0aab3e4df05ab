import type { DatePrecision, MediaType } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

/** An item the user finished in a year, with what a year in review shows of it. */
export interface FinishedItem {
  mediaId: number;
  type: MediaType;
  title: string;
  isbn: string | null;
  restricted: boolean;
  /** Pages, minutes, episodes, songs or missions; null when unknown (or 0). */
  length: number | null;
  rating: number;
  review: string | null;
  /** YYYY-MM-DD, UTC: the day, or the first day of the month or year when only those are known. */
  finished: string;
  finishedPrecision: DatePrecision;
  creators: { name: string; first: string | null; last: string }[];
  tags: string[];
}

interface Row {
  media_id: number;
  type: MediaType;
  title: string;
  isbn: string | null;
  restricted: boolean;
  length: number | null;
  rating: number;
  review: string | null;
  finished: string;
  finished_precision: DatePrecision;
  creators: FinishedItem['creators'];
  tags: string[];
}

/** Readings (as `r`) that count as finishing: ended, and not as DNF. */
const finishedReading = sql`r.date_finished is not null and r.status is distinct from 'DNF'`;

/** Readings (as `r`) that finished an item in `year`, UTC. */
export function finishedInYearCondition(year: number) {
  return sql`${finishedReading}
    and r.date_finished >= ${`${year}-01-01T00:00:00Z`}::timestamptz and r.date_finished < ${`${year + 1}-01-01T00:00:00Z`}::timestamptz`;
}

/**
 * Every item the user finished in `year` (UTC), once each (by its last finish that year), in
 * the order they were finished, then by title. One query: creators and the user's tags come
 * as JSON beside each row.
 */
export async function finishedInYear(db: Db, userId: number, year: number): Promise<FinishedItem[]> {
  const rows = await queryRows<Row>(db, sql`
    select m.media_id, m.type, m.title, m.isbn, m.restricted,
      nullif(case when m.type = 'tvshow' then coalesce(m.num_episodes, m.num_pages) else m.num_pages end, 0) as length,
      f.rating, f.review, to_char(f.date_finished at time zone 'UTC', 'YYYY-MM-DD') as finished, f.finished_precision,
      (select coalesce(json_agg(json_build_object('name', c.name, 'first', c.first, 'last', c.last) order by mc.position), '[]'::json)
       from media_creators mc join creators c on c.creator_id = mc.creator_id where mc.media_id = m.media_id) as creators,
      (select coalesce(json_agg(t.value order by lower(t.value)), '[]'::json)
       from usermedia_tags ut join tags t on t.tag_id = ut.tag_id where ut.usermedia_id = f.usermedia_id) as tags
    from (
      select distinct on (um.usermedia_id) um.usermedia_id, um.media_id, um.rating, um.review, r.date_finished, r.finished_precision
      from user_media um join readings r on r.usermedia_id = um.usermedia_id
      where um.user_id = ${userId} and ${finishedInYearCondition(year)}
      order by um.usermedia_id, r.date_finished desc
    ) f join media m on m.media_id = f.media_id
    order by f.date_finished, m.sort_title, m.media_id`);
  return rows.map((row) => ({
    mediaId: row.media_id,
    type: row.type,
    title: row.title,
    isbn: row.isbn,
    restricted: row.restricted,
    length: row.length === null ? null : Number(row.length),
    rating: row.rating,
    review: row.review,
    finished: row.finished,
    finishedPrecision: row.finished_precision,
    creators: row.creators,
    tags: row.tags,
  }));
}

/** The years in which the user finished anything or watched a TV episode, newest first. */
export async function yearsWithFinishes(db: Db, userId: number): Promise<number[]> {
  const rows = await queryRows<{ year: number }>(db, sql`
    select extract(year from r.date_finished at time zone 'UTC')::int as year
    from user_media um join readings r on r.usermedia_id = um.usermedia_id
    where um.user_id = ${userId} and ${finishedReading}
    union
    select extract(year from w.watched_at at time zone 'UTC')::int
    from user_media um join submedia_watches w on w.usermedia_id = um.usermedia_id
    where um.user_id = ${userId} and um.media_type = 'tvshow'
    order by 1 desc`);
  return rows.map((row) => Number(row.year));
}
