import type { MediaType } from '@shelfmark/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { StatsPeriod } from './period';

const TOP = 10;

/**
 * Every figure of GET /stats in one statement: the caller's shelf (of one type, or all) is
 * read once, its readings that ended in the period once, and each figure aggregates those
 * (PostgreSQL keeps a CTE used more than once, so nothing is read twice). Rules in ADR 0020:
 *
 * - a finish is a reading that ended as read in the period (a re-read counts again); in all
 *   time, an item on the Read shelf with no ended reading counts once, undated; DNF likewise;
 * - ratings: the items with a reading that ended in the year, or every item in all time;
 * - tags, creators and lengths: the finished items; days to finish: readings dated to the day;
 * - minutes watched: films' length; TV episodes watched in the period times their runtime (the
 *   show's episode length where an episode has none); a finished show without any episode
 *   watch, its episodes times the show's episode length, as before episodes were tracked.
 */
export function statsQuery(userId: number, type: MediaType | null, period: StatsPeriod | null): SQL {
  const ofType = type ? sql`and um.media_type = ${type}` : sql``;
  const inPeriod = period ? sql`and r.date_finished >= ${period.from}::timestamptz and r.date_finished < ${period.to}::timestamptz` : sql``;
  const watchedInPeriod = period ? sql`and w.watched_at >= ${period.from}::timestamptz and w.watched_at < ${period.to}::timestamptz` : sql``;
  const allTime = period ? sql`false` : sql`true`;
  // A year view charts months and cannot place a finish known by its year alone; all time charts years.
  const chartUnit = period ? sql`'month'` : sql`'year'`;
  const chartable = period ? sql`f.finished_precision <> 'year'` : sql`f.date_finished is not null`;
  const periodLabel = period ? sql`to_char(f.date_finished at time zone 'UTC', 'YYYY-MM')` : sql`to_char(f.date_finished at time zone 'UTC', 'YYYY')`;
  const watchLabel = period ? sql`to_char(w.watched_at at time zone 'UTC', 'YYYY-MM')` : sql`to_char(w.watched_at at time zone 'UTC', 'YYYY')`;
  const watchPeriods = period
    ? sql`select to_char(make_date(${period.year}::int, month, 1), 'YYYY-MM') as period from generate_series(1, 12) as month`
    : sql`select year::text as period from generate_series(
        (select min(extract(year from watched_at at time zone 'UTC'))::int from watches),
        (select max(extract(year from watched_at at time zone 'UTC'))::int from watches)) as year`;
  const periods = period
    ? sql`select to_char(make_date(${period.year}::int, month, 1), 'YYYY-MM') as period from generate_series(1, 12) as month`
    : sql`select year::text as period from generate_series(
        (select min(extract(year from date_finished at time zone 'UTC'))::int from finishes),
        (select max(extract(year from date_finished at time zone 'UTC'))::int from finishes)) as year`;

  return sql`
with shelf as materialized (
  select um.usermedia_id, um.media_id, um.media_type, um.rating, um.status
  from user_media as um
  where um.user_id = ${userId} ${ofType}
),
ended as materialized (
  select r.usermedia_id, coalesce(r.status, 'read') as status, r.date_started, r.date_finished, r.started_precision, r.finished_precision
  from shelf as um
  join readings as r on r.usermedia_id = um.usermedia_id
  where r.date_finished is not null ${inPeriod}
),
undated as materialized (
  select s.usermedia_id, s.status
  from shelf as s
  where ${allTime} and s.status in ('read', 'DNF')
    and not exists (select 1 from readings as r where r.usermedia_id = s.usermedia_id and r.date_finished is not null)
),
finishes as materialized (
  select e.usermedia_id, e.date_started, e.date_finished, e.started_precision, e.finished_precision from ended as e where e.status = 'read'
  union all
  select u.usermedia_id, null, null, null, null from undated as u where u.status = 'read'
),
finished_media as materialized (
  select s.usermedia_id, s.media_type, m.media_id, m.title, m.num_pages,
    case when s.media_type = 'tvshow' then coalesce(m.num_episodes, m.num_pages) else m.num_pages end as length,
    el.minutes as episode_minutes,
    exists (select 1 from submedia_watches as w where w.usermedia_id = s.usermedia_id) as has_watches
  from finishes as f
  join shelf as s on s.usermedia_id = f.usermedia_id
  join media as m on m.media_id = s.media_id
  left join episode_lengths as el on el.media_id = m.media_id
),
watches as materialized (
  select w.watched_at, coalesce(sm.runtime, el.minutes) as minutes
  from shelf as s
  join submedia_watches as w on w.usermedia_id = s.usermedia_id
  join submedia as sm on sm.submedia_id = w.submedia_id
  left join episode_lengths as el on el.media_id = s.media_id
  where s.media_type = 'tvshow' ${watchedInPeriod}
),
finished_items as materialized (
  select distinct usermedia_id, media_id from finished_media
),
period_items as (
  select s.usermedia_id, s.rating from shelf as s where ${allTime}
  union
  select s.usermedia_id, s.rating from shelf as s join (select distinct usermedia_id from ended) as e on e.usermedia_id = s.usermedia_id where not ${allTime}
),
by_type as (
  select media_type, count(*)::int as finished from finished_media group by media_type
)
select
  (select count(*)::int from finishes) as finished,
  ((select count(*) from ended where status = 'DNF') + (select count(*) from undated where status = 'DNF'))::int as dnf,
  (select coalesce(json_agg(json_build_object('type', media_type, 'finished', finished) order by finished desc, media_type), '[]'::json) from by_type) as by_type,
  ${chartUnit} as chart_unit,
  (select coalesce(json_agg(json_build_object('period', p.period, 'finished', coalesce(c.finished, 0)) order by p.period), '[]'::json)
     from (${periods}) as p
     left join (select ${periodLabel} as period, count(*)::int as finished from finishes as f where ${chartable} group by 1) as c on c.period = p.period) as by_period,
  (select count(*)::int from finishes as f where not (${chartable})) as undated,
  (select coalesce(sum(num_pages) filter (where media_type = 'book'), 0)::int from finished_media) as pages_read,
  ((select coalesce(sum(num_pages) filter (where media_type = 'movie'), 0)
         + coalesce(sum(length * episode_minutes) filter (where media_type = 'tvshow' and not has_watches), 0) from finished_media)
     + (select coalesce(sum(minutes), 0) from watches))::int as minutes_watched,
  ((select coalesce(sum(length) filter (where media_type = 'tvshow' and episode_minutes is null and not has_watches), 0) from finished_media)
     + (select count(*) from watches where minutes is null))::int as episodes_without_length,
  (select count(*)::int from watches) as episodes_watched,
  (select coalesce(json_agg(json_build_object('period', p.period, 'episodes', coalesce(c.episodes, 0)) order by p.period), '[]'::json)
     from (${watchPeriods}) as p
     left join (select ${watchLabel} as period, count(*)::int as episodes from watches as w group by 1) as c on c.period = p.period) as episodes_by_period,
  (select json_agg(json_build_object('rating', g.rating, 'count', coalesce(c.n, 0)) order by g.rating)
     from generate_series(1, 10) as g(rating)
     left join (select rating, count(*)::int as n from period_items where rating > 0 group by rating) as c on c.rating = g.rating) as ratings,
  (select round(avg(rating)::numeric, 2)::float8 from period_items where rating > 0) as average_rating,
  (select coalesce(json_agg(json_build_object('tagID', t.tag_id, 'tagValue', t.value, 'count', t.n) order by t.n desc, lower(t.value), t.tag_id), '[]'::json)
     from (select tg.tag_id, tg.value, count(*)::int as n
           from finished_items as fi join usermedia_tags as ut on ut.usermedia_id = fi.usermedia_id join tags as tg on tg.tag_id = ut.tag_id
           group by tg.tag_id, tg.value order by n desc, lower(tg.value), tg.tag_id limit ${TOP}) as t) as top_tags,
  (select coalesce(json_agg(json_build_object('creatorID', c.creator_id, 'name', c.name, 'first', c.first, 'last', c.last, 'count', c.n) order by c.n desc, c.last, c.creator_id), '[]'::json)
     from (select cr.creator_id, cr.name, cr.first, cr.last, count(distinct fi.media_id)::int as n
           from finished_items as fi join media_creators as mc on mc.media_id = fi.media_id join creators as cr on cr.creator_id = mc.creator_id
           group by cr.creator_id order by n desc, cr.last, cr.creator_id limit ${TOP}) as c) as top_creators,
  (select round(avg(extract(epoch from (f.date_finished - f.date_started)) / 86400)::numeric, 1)::float8
     from finishes as f where f.started_precision = 'day' and f.finished_precision = 'day') as average_days,
  (select coalesce(json_agg(json_build_object(
       'type', l.media_type,
       'longest', json_build_object('mediaID', l.media_id, 'type', l.media_type, 'title', l.title, 'length', l.length),
       'shortest', json_build_object('mediaID', s.media_id, 'type', s.media_type, 'title', s.title, 'length', s.length)) order by l.media_type), '[]'::json)
     from (select distinct on (media_type) media_type, media_id, title, length from finished_media where length > 0 order by media_type, length desc, title, media_id) as l
     join (select distinct on (media_type) media_type, media_id, title, length from finished_media where length > 0 order by media_type, length, title, media_id) as s
       on s.media_type = l.media_type) as lengths,
  (select coalesce(sum(total), 0)::int from shelf_totals as st where st.user_id = ${userId} and st.status = 'currentlyReading' ${type ? sql`and st.media_type = ${type}` : sql``}) as in_progress
`;
}
