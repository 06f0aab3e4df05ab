import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

/** TV episodes the user watched in each month of `year` (UTC), January first: every watch, a rewatch again. */
export async function episodesByMonth(db: Db, userId: number, year: number): Promise<number[]> {
  const rows = await queryRows<{ month: number; episodes: number }>(
    db,
    sql`select extract(month from w.watched_at at time zone 'UTC')::int as month, count(*)::int as episodes
      from user_media um join submedia_watches w on w.usermedia_id = um.usermedia_id
      where um.user_id = ${userId} and um.media_type = 'tvshow'
        and w.watched_at >= ${`${year}-01-01T00:00:00Z`}::timestamptz and w.watched_at < ${`${year + 1}-01-01T00:00:00Z`}::timestamptz
      group by 1`,
  );
  const months = Array.from({ length: 12 }, () => 0);
  for (const row of rows) months[Number(row.month) - 1] = Number(row.episodes);
  return months;
}
