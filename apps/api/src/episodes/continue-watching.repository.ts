import type { ContinueWatchingItem, NextEpisode } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { media, readings, submedia, submediaWatches, userMedia } from '../db/schema';
import { episodeKey } from './watches.repository';

/** How many shows Continue watching lists at most. */
export const CONTINUE_WATCHING_LIMIT = 20;

interface Row {
  usermedia_id: number;
  media_id: number;
  title: string;
  last_watched: string;
  watched: number;
  total: number;
  upcoming: (Omit<NextEpisode, 'isNew'> & { airedAfterLastWatch: boolean })[];
}

const s = sql.raw('s');
const f = sql.raw('f');

/**
 * The viewer's TV shows being watched (status currentlyReading, an open reading) with an
 * episode left, the last watched first, each with its next two episodes: those after the
 * furthest one watched in the reading (compareEpisodes order, specials aside), or else the
 * first ones left unwatched. One statement: an index walk of the viewer's shows in progress,
 * then per show a walk of its episodes probing the reading's watches by (reading, episode) (a
 * join from the watches was planned as a scan of every episode of every show).
 */
const continueWatchingStatement = preparedStatement<{ userId: number; limit: number }, Row>(
  'continue_watching',
  (p) => sql`
    select um.usermedia_id, um.media_id, m.title,
      to_char(coalesce(last.at, r.date_started) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_watched,
      um.progress as watched,
      (select count(*)::int from ${submedia} s where s.media_id = um.media_id and s.season is distinct from 0) as total,
      upcoming.list as upcoming
    from ${userMedia} um
    join ${readings} r on r.usermedia_id = um.usermedia_id and r.date_finished is null
    join ${media} m on m.media_id = um.media_id
    cross join lateral (select max(w.watched_at) as at from ${submediaWatches} w where w.reading_id = r.reading_id) as last
    cross join lateral (
      select max(${episodeKey(f)}) as key from ${submedia} f
      where f.media_id = um.media_id and f.season is distinct from 0
        and exists (select 1 from ${submediaWatches} w where w.reading_id = r.reading_id and w.submedia_id = f.submedia_id)) as furthest
    cross join lateral (
      select json_agg(json_build_object('submediaID', n.submedia_id, 'title', n.title, 'overallnum', n.overallnum,
          'season', n.season, 'episode', n.episode, 'airDate', n.air_date::text,
          'airedAfterLastWatch', coalesce(n.air_date > (last.at at time zone 'UTC')::date, false))
          order by n.after_furthest desc, n.key) as list
      from (
        select s.submedia_id, s.title, s.overallnum, s.season, s.episode, s.air_date, ${episodeKey(s)} as key,
          coalesce(${episodeKey(s)} > furthest.key, false) as after_furthest
        from ${submedia} s
        where s.media_id = um.media_id and s.season is distinct from 0
          and not exists (select 1 from ${submediaWatches} w where w.reading_id = r.reading_id and w.submedia_id = s.submedia_id)
        order by after_furthest desc, key
        limit 2) as n) as upcoming
    where um.user_id = ${p.userId} and um.status = 'currentlyReading' and um.media_type = 'tvshow' and upcoming.list is not null
    order by coalesce(last.at, r.date_started) desc, um.usermedia_id desc
    limit ${p.limit}`,
);

function toEpisode({ airedAfterLastWatch, ...episode }: Row['upcoming'][number]): NextEpisode {
  return { ...episode, isNew: airedAfterLastWatch };
}

export async function continueWatching(db: Db, userId: number): Promise<ContinueWatchingItem[]> {
  const rows = await continueWatchingStatement(db, { userId, limit: CONTINUE_WATCHING_LIMIT });
  return rows.flatMap((row) => {
    const [next, following] = row.upcoming;
    if (!next) return [];
    return [
      {
        usermediaID: row.usermedia_id,
        mediaID: row.media_id,
        title: row.title,
        lastWatched: row.last_watched,
        watched: row.watched,
        total: row.total,
        next: toEpisode(next),
        following: following ? toEpisode(following) : null,
      },
    ];
  });
}
