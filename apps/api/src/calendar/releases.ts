import { type CalendarRelease, type DatePrecision, joinCreators, type MediaType } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

interface Row {
  media_id: number;
  type: MediaType;
  title: string;
  isbn: string | null;
  publication: string;
  publication_precision: DatePrecision;
  creators: { name: string; first: string | null; last: string }[];
}

/**
 * The user's Watch List items ("Not Out Yet" for films and TV) published on `from` or later
 * (YYYY-MM-DD), by date, then title.
 */
export async function watchListReleases(db: Db, userId: number, from: string): Promise<CalendarRelease[]> {
  const rows = await queryRows<Row>(db, sql`
    select m.media_id, m.type, m.title, m.isbn, m.publication::text as publication, m.publication_precision,
      (select coalesce(json_agg(json_build_object('name', c.name, 'first', c.first, 'last', c.last) order by mc.position), '[]'::json)
       from media_creators mc join creators c on c.creator_id = mc.creator_id where mc.media_id = m.media_id) as creators
    from user_media um join media m on m.media_id = um.media_id
    where um.user_id = ${userId} and um.status = 'watch' and m.publication >= ${from}::date
    order by m.publication, m.sort_title, m.media_id`);
  return rows.map((row) => ({
    mediaID: row.media_id,
    type: row.type,
    title: row.title,
    creators: joinCreators(row.creators),
    isbn: row.isbn,
    publication: row.publication,
    ...(row.publication_precision === 'day' ? {} : { publicationPrecision: row.publication_precision }),
  }));
}

/** Today in UTC as YYYY-MM-DD, `days` days earlier when given. */
export function utcDay(now: Date, daysBefore = 0): string {
  return new Date(now.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);
}
