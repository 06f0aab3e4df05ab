import type { Profile } from './profiles';
import { ADJECTIVES, FIRST_NAMES, NOUNS, PARENT_GUIDES, RARE_PARTS, SERIES_KINDS, SURNAMES, TAG_VALUES } from './words';
import { ADMIN_USER, HEAVY_USER } from './profiles';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (list: readonly string[]) => `(array[${list.map(literal).join(',')}]::text[])`;

/** The n-th word of a list (n drawn from 0 to 1 by `draw`), skewed to the front when `skew` > 1. */
const pick = (list: readonly string[], draw: string, skew = 1) =>
  `${textArray(list)}[1 + floor(${list.length} * ${skew === 1 ? draw : `power(${draw}, ${skew})`})::int]`;

const SERIES_NOUNS = 120;

/**
 * The statements that fill an empty, migrated database, in order, to run in one transaction.
 * Every choice is a hash of a row number and a salt (PostgreSQL's hashint8extended, the same on
 * every platform), so a seed always gives the same data, on PGlite as on PostgreSQL.
 */
export function catalogueStatements(profile: Profile, seed: number, passwordHash: string): string[] {
  const { media: N, creators: C, series: S, users: U, heavyShelf: H } = profile;
  if (S > ADJECTIVES.length * SERIES_NOUNS * SERIES_KINDS.length) throw new Error('too many series for distinct names');
  const heavy = U + 1;
  const admin = U + 2;
  // One salt per decision, so that no two decisions are correlated.
  const r = (key: string, decision: number) => `bench_rand(${key}, ${seed * 1000 + decision})`;
  const rareWord = (key: string, decision: number) =>
    RARE_PARTS.map((parts, index) => pick(parts, r(key, decision + index))).join(' || ');
  const noun = (key: string, decision: number) => pick(NOUNS, r(key, decision), 1.5);
  const adjective = (key: string, decision: number) => pick(ADJECTIVES, r(key, decision), 1.3);
  const surnameOf = (creator: string) => `${textArray(SURNAMES)}[((${creator} - 1) % ${SURNAMES.length}) + 1]`;

  return [
    `create or replace function bench_rand(n bigint, salt bigint) returns double precision
      language sql immutable parallel safe
      as $$ select (hashint8extended(n, salt) & 2147483647)::double precision / 2147483648.0 $$`,
    `create or replace function bench_isbn13(body text) returns text language sql immutable
      as $$ select body || ((10 - (sum(substr(body, i, 1)::int * (case when i % 2 = 1 then 1 else 3 end)) % 10)) % 10)::text
            from generate_series(1, 12) as i $$`,

    // Creators: surname n mod 1000, first name from the rest; 3% go by one name (bands, studios).
    `insert into creators (creator_id, name, first, last) overriding system value
     select i, case when single then last else first || ' ' || last end, case when single then null else first end, last
     from (
       select i, ${surnameOf('i')} as last,
         ${textArray(FIRST_NAMES)}[(((i - 1) / ${SURNAMES.length}) % ${FIRST_NAMES.length}) + 1]
           || case when (i - 1) / ${SURNAMES.length} >= ${FIRST_NAMES.length} then ' ' || chr(65 + (((i - 1) / 100000 + i) % 26)) || '.' else '' end as first,
         ${r('i', 1)} < 0.03 as single
       from generate_series(1, ${C}) as i
     ) as c`,

    // Series of 2 to 12 items, named The <adjective> <noun> <kind> (all distinct).
    `create temp table bench_series on commit drop as
     select series_id, name, length, sum(length) over (order by series_id) - length as start
     from (
       select s as series_id,
         'The ' || ${textArray(ADJECTIVES)}[((s - 1) / ${SERIES_NOUNS * SERIES_KINDS.length}) % ${ADJECTIVES.length} + 1]
           || ' ' || ${textArray(NOUNS)}[((s - 1) / ${SERIES_KINDS.length}) % ${SERIES_NOUNS} + 1]
           || ' ' || ${textArray(SERIES_KINDS)}[(s - 1) % ${SERIES_KINDS.length} + 1] as name,
         2 + floor(${r('s', 2)} * 11)::int as length
       from generate_series(1, ${S}) as s
     ) as named`,
    `insert into series (series_id, name) overriding system value select series_id, name from bench_series order by series_id`,
    // The items of each series, spread over the catalogue by a permutation of the media ids.
    `create temp table bench_slots on commit drop as
     select ((start + k - 1)::bigint * 7919 % ${N}) + 1 as media_id, series_id, k as num
     from bench_series, generate_series(1, length) as k
     where start + k - 1 < ${N}`,

    // Type, creators (Zipf-like: low creator ids write far more) and series of every item.
    `create temp table bench_plan on commit drop as
     select m as media_id, series_id, num,
       case when tu < 0.50 then 'book' when tu < 0.70 then 'movie' when tu < 0.80 then 'tvshow' when tu < 0.92 then 'album' else 'videogame' end as type,
       1 + floor(${C} * power(${r('coalesce(-series_id, m)', 4)}, 1.6))::int as creator1,
       case when ${r('m', 5)} < 0.08 then 1 + floor(${C} * ${r('m', 6)})::int end as creator2
     from (
       select m, sl.series_id, sl.num, ${r('coalesce(-sl.series_id, m)', 3)} as tu
       from generate_series(1, ${N}) as m left join bench_slots as sl on sl.media_id = m
     ) as drawn`,

    `insert into media (media_id, type, title, description, isbn, isbn13, publication, num_pages, num_episodes, seasons,
       startyear, endyear, parentguide, series_id, series_num, restricted, sort_creator, sort_title) overriding system value
     select media_id, type, title,
       case when ${r('media_id', 20)} < 0.3 then 'A ' || lower(${adjective('media_id', 21)}) || ' story of ' || lower(${noun('media_id', 22)}) || ' and ' || lower(${noun('media_id', 23)}) || '.' end,
       isbn, isbn,
       date '1950-01-01' + floor(${r('media_id', 24)} * 27000)::int,
       case type when 'book' then 80 + floor(${r('media_id', 25)} * 900)::int when 'movie' then 75 + floor(${r('media_id', 25)} * 110)::int
         when 'tvshow' then episodes when 'album' then 6 + floor(${r('media_id', 25)} * 15)::int else 10 + floor(${r('media_id', 25)} * 70)::int end,
       case when type = 'tvshow' then episodes end,
       case when type = 'tvshow' then seasons end,
       case when type = 'tvshow' then startyear end,
       case when type = 'tvshow' then startyear + seasons - 1 end,
       case when type in ('movie', 'tvshow') then ${pick(PARENT_GUIDES, r('media_id', 26))} end,
       series_id, num, ${r('media_id', 27)} < 0.01,
       lower(${surnameOf('creator1')}),
       left(lower(btrim(title)), 200)
     from (
       select p.*, seasons, seasons * (6 + floor(${r('p.media_id', 28)} * 18)::int) as episodes,
         1970 + floor(${r('p.media_id', 29)} * 54)::int as startyear,
         case floor(${r('p.media_id', 30)} * 8)::int
           when 0 then 'The ' || ${noun('p.media_id', 31)}
           when 1 then ${adjective('p.media_id', 32)} || ' ' || ${noun('p.media_id', 31)}
           when 2 then 'The ' || ${noun('p.media_id', 31)} || ' of ' || ${noun('p.media_id', 33)}
           when 3 then ${noun('p.media_id', 31)} || ' and ' || ${noun('p.media_id', 33)}
           when 4 then 'The ' || ${adjective('p.media_id', 32)} || ' ' || ${noun('p.media_id', 31)}
           when 5 then ${rareWord('p.media_id', 34)} || ' ' || ${noun('p.media_id', 31)}
           when 6 then 'The ' || ${noun('p.media_id', 31)} || ' of ' || ${rareWord('p.media_id', 34)}
           else ${adjective('p.media_id', 32)} || ' ' || ${noun('p.media_id', 31)} || ' ' || ${noun('p.media_id', 33)}
         end as title,
         case when p.type = 'book' and ${r('p.media_id', 37)} < 0.95
           then bench_isbn13('978' || lpad(((p.media_id::bigint * 7919 + 12345) % 1000000000)::text, 9, '0')) end as isbn
       from bench_plan as p, lateral (select 1 + floor(${r('p.media_id', 38)} * 8)::int as seasons) as tv
     ) as item
     order by media_id`,

    `insert into media_creators (media_id, creator_id, position)
     select media_id, creator1, 0 from bench_plan
     union all
     select media_id, creator2, 1 from bench_plan where creator2 is not null and creator2 <> creator1`,

    // One genre each, a second one for 45%.
    `insert into media_genres (media_id, genre_id)
     with first_genre as (select media_id, 1 + floor(17 * ${r('media_id', 40)})::int as genre from bench_plan)
     select media_id, genre from first_genre
     union all
     select media_id, (genre + floor(16 * ${r('media_id', 41)})::int) % 17 + 1 from first_genre where ${r('media_id', 42)} < 0.45`,

    `insert into users (user_id, username, email, password_hash, role) overriding system value
     select u, 'bench_user_' || lpad(u::text, 5, '0'), 'bench_user_' || lpad(u::text, 5, '0') || '@bench.example', ${literal(passwordHash)}, 'user'
     from generate_series(1, ${U}) as u
     union all select ${heavy}, ${literal(HEAVY_USER)}, ${literal(`${HEAVY_USER}@bench.example`)}, ${literal(passwordHash)}, 'user'
     union all select ${admin}, ${literal(ADMIN_USER)}, ${literal(`${ADMIN_USER}@bench.example`)}, ${literal(passwordHash)}, 'admin'`,

    // Ordinary users: 0 to 2 x averageShelf items each, a walk through the catalogue from a random start.
    `insert into user_media (user_id, media_id, status, rating, favorited, progress, media_type, sort_creator, sort_title)
     select x.user_id, m.media_id,
       case when x.su < 0.5 then 'read' when x.su < 0.75 then 'TBR' when x.su < 0.9 then 'library' else 'watch' end,
       case when x.su < 0.5 and ${r('x.key', 51)} < 0.7 then 1 + floor(10 * ${r('x.key', 52)})::int else 0 end,
       ${r('x.key', 53)} < 0.03, 0, m.type, m.sort_creator, m.sort_title
     from (
       select u as user_id, k, u::bigint * 1000003 + k as key, ${r('u::bigint * 1000003 + k', 50)} as su,
         ((k::bigint * 7919 + floor(${r('u', 54)} * ${N})::bigint) % ${N}) + 1 as media_id
       from generate_series(1, ${U}) as u, generate_series(1, floor(${r('u', 55)} * ${2 * profile.averageShelf})::int) as k
     ) as x join media as m on m.media_id = x.media_id and not m.restricted
     order by x.user_id, x.k`,

    // The heavy user: ${H} items across every status.
    `insert into user_media (user_id, media_id, status, rating, review, favorited, progress, media_type, sort_creator, sort_title)
     select ${heavy}, media_id, status,
       case when status in ('read', 'DNF') and ${r('k', 61)} < 0.8 then 1 + floor(10 * ${r('k', 62)})::int else 0 end,
       case when status = 'read' and ${r('k', 63)} < 0.05 then 'Loved the ' || lower(${noun('k', 64)}) || ', less so the ' || lower(${noun('k', 65)}) || '.' end,
       ${r('k', 66)} < 0.04,
       case when status = 'currentlyReading' then floor(${r('k', 67)} * coalesce(num_pages, 0))::int else 0 end,
       type, sort_creator, sort_title
     from (
       select k, m.media_id, m.type, m.num_pages, m.sort_creator, m.sort_title, row_number() over (order by k) as place,
         case when ${r('k', 60)} < 0.6 then 'read' when ${r('k', 60)} < 0.75 then 'TBR' when ${r('k', 60)} < 0.85 then 'library'
           when ${r('k', 60)} < 0.93 then 'watch' when ${r('k', 60)} < 0.995 then 'DNF' else 'currentlyReading' end as status
       from generate_series(0, ${Math.ceil(H * 1.1)}) as k
       join media as m on m.media_id = ((k::bigint * 104729 + 12345) % ${N}) + 1 and not m.restricted
     ) as chosen
     where place <= ${H}
     order by k`,

    // Readings: one per read, DNF and current item (12% of read items were read twice).
    `insert into readings (usermedia_id, date_started, date_finished, status)
     with started as (
       select usermedia_id, status, timestamptz '2016-01-01 00:00:00+00' + floor(${r('usermedia_id', 70)} * 3000) * interval '1 day' as day
       from user_media where user_id = ${heavy} and status in ('read', 'DNF', 'currentlyReading')
     )
     select usermedia_id, started, finished, reading_status from (
       select usermedia_id, day - interval '400 days' as started, day - interval '380 days' as finished, 'read' as reading_status, 0 as turn
       from started where status = 'read' and ${r('usermedia_id', 71)} < 0.12
       union all
       select usermedia_id, day,
         case when status = 'currentlyReading' then null else day + (3 + floor(${r('usermedia_id', 72)} * 60)) * interval '1 day' end,
         case status when 'read' then 'read' when 'DNF' then 'DNF' end, 1
       from started
     ) as readings_to_add
     order by usermedia_id, turn`,

    // Journal entries on a fifth of the readings, 1 to 4 each.
    `insert into entries (usermedia_id, reading_id, title, body, time, page)
     select rd.usermedia_id, rd.reading_id, 'Day ' || e,
       'The ' || lower(${noun('rd.reading_id * 10 + e', 81)}) || ' chapter, and the ' || lower(${noun('rd.reading_id * 10 + e', 82)}) || ' after it.',
       rd.date_started + e * interval '12 hours',
       case when m.num_pages is not null then least(m.num_pages, e * 25) end
     from readings as rd
     join user_media as um on um.usermedia_id = rd.usermedia_id
     join media as m on m.media_id = um.media_id,
     generate_series(1, 1 + floor(4 * ${r('rd.reading_id', 80)})::int) as e
     where um.user_id = ${heavy} and ${r('rd.reading_id', 83)} < 0.2
     order by rd.reading_id, e`,

    `insert into tags (user_id, value) select ${heavy}, value from unnest(${textArray(TAG_VALUES)}) with ordinality as t(value, n) order by n`,
    // Tags on 30% of the heavy user's items, a second one on 40% of those.
    `insert into usermedia_tags (usermedia_id, tag_id)
     select distinct um.usermedia_id, t.tag_id
     from user_media as um
     cross join lateral (values
       (1 + floor(${TAG_VALUES.length} * ${r('um.usermedia_id', 90)})::int),
       (case when ${r('um.usermedia_id', 91)} < 0.4 then 1 + floor(${TAG_VALUES.length} * ${r('um.usermedia_id', 92)})::int end)
     ) as drawn(n)
     join (select tag_id, row_number() over (order by tag_id) as n from tags where user_id = ${heavy}) as t on t.n = drawn.n
     where um.user_id = ${heavy} and ${r('um.usermedia_id', 93)} < 0.3`,

    // What the app's triggers would have kept (they are off during the load).
    `insert into title_words (word) select distinct lexeme from media, unnest(title_search) on conflict do nothing`,
    `insert into title_postings (word, title_length, media_id)
     select lexeme, char_length(title), media_id from media, unnest(title_search) order by 1, 2, 3`,
    `insert into creator_postings (word, name_length, creator_id)
     select lexeme, char_length(name), creator_id from creators, unnest(to_tsvector('simple', name)) order by 1, 2, 3`,
    `insert into creator_words (word) select distinct word from creator_postings on conflict do nothing`,
    `insert into series_postings (word, name_length, series_id)
     select lexeme, char_length(name), series_id from series, unnest(to_tsvector('simple', name)) order by 1, 2, 3`,
    `insert into series_words (word) select distinct word from series_postings on conflict do nothing`,
    `insert into shelf_totals (user_id, status, media_type, total, favorites)
     select user_id, status, media_type, count(*), count(*) filter (where favorited) from user_media group by 1, 2, 3
     on conflict (user_id, status, media_type) do update
       set total = shelf_totals.total + excluded.total, favorites = shelf_totals.favorites + excluded.favorites`,
    `update user_media as um set genre_mask = g.mask
     from (select media_id, bit_or(1 << (genre_id - 1))::integer as mask from media_genres group by media_id) as g
     where g.media_id = um.media_id`,
    `insert into shelf_genre_totals (user_id, genre_id, status, media_type, total, favorites)
     select um.user_id, mg.genre_id, um.status, um.media_type, count(*), count(*) filter (where um.favorited)
     from user_media as um join media_genres as mg on mg.media_id = um.media_id group by 1, 2, 3, 4`,

    ...['creators:creator_id', 'series:series_id', 'media:media_id', 'users:user_id'].map((entry) => {
      const [table, column] = entry.split(':');
      return `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`;
    }),
    `drop function bench_isbn13(text)`,
    `drop function bench_rand(bigint, bigint)`,
  ];
}

/** Tables whose secondary indexes are dropped for the load and rebuilt after (much faster than row by row). */
export const BULK_TABLES = ['creators', 'series', 'media', 'title_postings', 'creator_postings', 'series_postings', 'media_creators', 'media_genres', 'user_media', 'readings', 'entries', 'usermedia_tags'];

/** User triggers of the bulk-loaded tables; their effect is computed in one statement instead. */
export const BULK_TRIGGERS = [
  ['media', 'media_title_words'],
  ['media', 'media_title_postings'],
  ['creators', 'creator_name_postings'],
  ['series', 'series_name_postings'],
  ['user_media', 'user_media_totals'],
  ['user_media', 'user_media_totals_update'],
  ['user_media', 'user_media_genre_mask'],
  ['media_genres', 'media_genres_added'],
  ['media_genres', 'media_genres_removed'],
] as const;
