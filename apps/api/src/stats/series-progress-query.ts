import { HOME_SERIES_LIMIT, type SeriesProgress } from '@shelfmark/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import type { AuthUser } from '../auth/session-tokens';

/** Series looked at for Home, most recently active first; the first under way of them are shown. */
const HOME_CANDIDATES = 30;

/**
 * The items of a series the viewer may see (as on the series page: restricted ones for the
 * admin only), each with the viewer's status and whether they finished it: on the Read shelf,
 * or with a reading that ended as read (a re-read in progress still counts).
 */
function itemsOf(seriesId: SQL, viewer: AuthUser): SQL {
  const visible = viewer.role === 'admin' ? sql`true` : sql`not m.restricted`;
  return sql`(
    select m.media_id, m.type, m.title, m.series_num, m.startyear, m.sort_title, um.status,
      coalesce(um.status = 'read' or exists (
        select 1 from readings as r where r.usermedia_id = um.usermedia_id and r.status = 'read' and r.date_finished is not null), false) as finished
    from media as m
    left join user_media as um on um.media_id = m.media_id and um.user_id = ${viewer.userId}
    where m.series_id = ${seriesId} and ${visible}
  )`;
}

/** Progress through each given series; the next item goes by series number, then (TV) start year, then title. */
function progressOf(seriesIds: SQL, viewer: AuthUser): SQL {
  return sql`
    select s.series_id as "seriesID", s.name, counts.total, counts.finished, counts.media_type as "mediaType", next_item.next_up as "nextUp"
    from series as s
    cross join lateral (
      select count(*)::int as total, count(*) filter (where i.finished)::int as finished,
        case when min(i.type) = max(i.type) then min(i.type) end as media_type
      from ${itemsOf(sql`s.series_id`, viewer)} as i
    ) as counts
    left join lateral (
      select json_build_object('mediaID', i.media_id, 'type', i.type, 'title', i.title, 'seriesNum', i.series_num) as next_up
      from ${itemsOf(sql`s.series_id`, viewer)} as i
      where not i.finished and i.status is distinct from 'DNF'
      order by i.series_num asc nulls last, i.startyear asc nulls last, i.sort_title, i.media_id
      limit 1
    ) as next_item on true
    where s.series_id in (${seriesIds})`;
}

const parsed = (row: SeriesProgress): SeriesProgress => ({
  ...row,
  nextUp: typeof row.nextUp === 'string' ? (JSON.parse(row.nextUp) as SeriesProgress['nextUp']) : row.nextUp,
});

/** GET /series/{id}/progress: null when there is no such series. */
export async function seriesProgress(db: Db, seriesId: number, viewer: AuthUser): Promise<SeriesProgress | null> {
  const [row] = await queryRows<SeriesProgress>(db, progressOf(sql`${seriesId}`, viewer));
  return row ? parsed(row) : null;
}

/**
 * GET /series/progress, for Home: the viewer's series under way (at least one item finished,
 * not all), the most recently active first (latest reading, else when the item was shelved).
 */
export async function seriesUnderWay(db: Db, viewer: AuthUser): Promise<SeriesProgress[]> {
  const rows = await queryRows<SeriesProgress>(
    db,
    sql`
      with recent as materialized (
        select m.series_id, max(coalesce(r.date_finished, r.date_started, um.created_at)) as active_at
        from user_media as um
        join media as m on m.media_id = um.media_id
        left join readings as r on r.usermedia_id = um.usermedia_id
        where um.user_id = ${viewer.userId} and m.series_id is not null and (um.status in ('read', 'currentlyReading') or r.reading_id is not null)
        group by m.series_id
        order by active_at desc, m.series_id
        limit ${HOME_CANDIDATES}
      )
      select progress.*
      from (${progressOf(sql`select series_id from recent`, viewer)}) as progress
      join recent on recent.series_id = progress."seriesID"
      where progress.finished > 0 and progress.finished < progress.total
      order by recent.active_at desc, progress."seriesID"
      limit ${HOME_SERIES_LIMIT}`,
  );
  return rows.map(parsed);
}
