import { type Creator, genreRef, type Media, type Submedia, type Tag } from '@shelfmark/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import {
  creators,
  episodeLengths,
  externalIds,
  media,
  mediaCreators,
  mediaGenres,
  readings,
  series,
  submedia,
  submediaWatches,
  tags,
  userMedia,
  usermediaTags,
  userSubmedia,
} from '../db/schema';
import type { AuthUser } from '../auth/session-tokens';

export interface MediaRow {
  media_id: number;
  type: Media['type'];
  title: string;
  description: string | null;
  isbn: string | null;
  publication: string | null;
  publication_precision: Media['publicationPrecision'];
  num_pages: number | null;
  num_episodes: number | null;
  episode_length: number | null;
  seasons: number | null;
  startyear: number | null;
  endyear: number | null;
  parentguide: string | null;
  series_id: number | null;
  series_name: string | null;
  series_num: number | null;
  restricted: boolean;
  creators: Creator[];
  genre_ids: number[];
  tags: Tag[];
  submedia: Submedia[];
  external_ids: NonNullable<Media['externalIds']>;
}

const emptyJson = sql`'[]'::json`;

/**
 * The columns of a media row as the API shows it to one viewer, `entryId` being the viewer's
 * library entry for the item (null when it is not in their library): creators, genres, the
 * viewer's tags and the songs or episodes (with the viewer's favourite flags) as JSON arrays
 * beside each row, since round trips, not rows, are what a page costs. Needs `media` and
 * `series` (left-joined) in the FROM clause.
 */
export function mediaColumns(entryId: SQL): SQL {
  return sql`${media.mediaId} as media_id, ${media.type} as type, ${media.title} as title, ${media.description} as description,
      ${media.isbn} as isbn, ${media.publication}::text as publication, ${media.publicationPrecision} as publication_precision, ${media.numPages} as num_pages,
      ${media.numEpisodes} as num_episodes, (select ${episodeLengths.minutes} from ${episodeLengths} where ${eq(episodeLengths.mediaId, media.mediaId)}) as episode_length,
      ${media.seasons} as seasons, ${media.startyear} as startyear,
      ${media.endyear} as endyear, ${media.parentguide} as parentguide, ${media.seriesId} as series_id,
      ${series.name} as series_name, ${media.seriesNum} as series_num, ${media.restricted} as restricted,
      (select coalesce(json_agg(json_build_object('creatorID', ${creators.creatorId}, 'name', ${creators.name}, 'first', ${creators.first}, 'last', ${creators.last})
         order by ${mediaCreators.position}), ${emptyJson})
       from ${mediaCreators} join ${creators} on ${eq(creators.creatorId, mediaCreators.creatorId)}
       where ${eq(mediaCreators.mediaId, media.mediaId)}) as creators,
      (select coalesce(json_agg(${mediaGenres.genreId} order by ${mediaGenres.genreId}), ${emptyJson})
       from ${mediaGenres} where ${eq(mediaGenres.mediaId, media.mediaId)}) as genre_ids,
      (select coalesce(json_agg(json_build_object('tagID', ${tags.tagId}, 'tagValue', ${tags.value}) order by lower(${tags.value}), ${tags.tagId}), ${emptyJson})
       from ${usermediaTags} join ${tags} on ${eq(tags.tagId, usermediaTags.tagId)}
       where ${usermediaTags.usermediaId} = ${entryId}) as tags,
      (select coalesce(json_object_agg(${externalIds.source}, ${externalIds.externalId}), '{}'::json)
       from ${externalIds} where ${eq(externalIds.mediaId, media.mediaId)}) as external_ids,
      (select coalesce(json_agg(json_build_object('submediaID', ${submedia.submediaId}, 'usersubmediaID', ${userSubmedia.usersubmediaId},
         'title', ${submedia.title}, 'overallnum', ${submedia.overallnum}, 'favorited', coalesce(${userSubmedia.favorited}, false),
         'season', ${submedia.season}, 'episode', ${submedia.episode}, 'airDate', ${submedia.airDate}::text, 'runtime', ${submedia.runtime},
         'externalIds', ids.list, 'watched', coalesce(marks.watched, false), 'watchCount', coalesce(marks.watch_count, 0),
         'lastWatched', case when marks.last_watched is not null then to_char(marks.last_watched at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end)
         order by ${submedia.season} = 0, ${submedia.season}, coalesce(${submedia.episode}, ${submedia.overallnum}), ${submedia.overallnum}), ${emptyJson})
       from ${submedia}
       left join ${userSubmedia} on ${userSubmedia.usermediaId} = ${entryId} and ${eq(userSubmedia.submediaId, submedia.submediaId)}
       left join (
         select ${submediaWatches.submediaId} as submedia_id, count(*)::int as watch_count, max(${submediaWatches.watchedAt}) as last_watched,
           bool_or(${submediaWatches.readingId} = (select ${readings.readingId} from ${readings}
             where ${readings.usermediaId} = ${entryId} and ${readings.dateFinished} is null)) as watched
         from ${submediaWatches} where ${submediaWatches.usermediaId} = ${entryId}
         group by ${submediaWatches.submediaId}) as marks on marks.submedia_id = ${submedia.submediaId}
       left join (
         select x.submedia_id, json_object_agg(x.source, x.external_id) as list
         from ${externalIds} x join ${submedia} e on e.submedia_id = x.submedia_id
         where e.media_id = ${media.mediaId}
         group by x.submedia_id) as ids on ids.submedia_id = ${submedia.submediaId}
       where ${eq(submedia.mediaId, media.mediaId)}) as submedia`;
}

export function toMedia(row: MediaRow): Media {
  return {
    mediaID: row.media_id,
    type: row.type,
    title: row.title,
    description: row.description,
    isbn: row.isbn,
    publication: row.publication,
    ...(row.publication_precision && row.publication_precision !== 'day' ? { publicationPrecision: row.publication_precision } : {}),
    numPages: row.num_pages,
    numEpisodes: row.num_episodes,
    seasons: row.seasons,
    startyear: row.startyear,
    endyear: row.endyear,
    parentguide: row.parentguide,
    seriesID: row.series_id,
    series: row.series_id !== null && row.series_name !== null ? { seriesID: row.series_id, name: row.series_name } : null,
    seriesNum: row.series_num,
    creators: row.creators,
    genres: row.genre_ids.map((genreId) => genreRef(genreId) ?? { genreID: genreId, genreNAME: '' }),
    restricted: row.restricted,
    tags: row.tags,
    submedia: row.submedia.map(withoutEmptyIds),
    externalIds: row.external_ids,
    // TV shows only: the other types have none to tell.
    ...(row.type === 'tvshow' ? { episodeLength: row.episode_length } : {}),
  };
}

function withoutEmptyIds(item: Submedia): Submedia {
  if (!item.externalIds) {
    const { externalIds: _none, ...rest } = item;
    return rest;
  }
  return item;
}

/**
 * The viewer's entry for each media row, beside it (at most one: user and media are unique
 * together). LIMIT keeps it a probe per row: flattened into a join, a prepared statement's
 * generic plan read the viewer's whole shelf (10,000 rows) to join a dozen items.
 */
const viewerEntry = (viewerId: SQLWrapper | number) =>
  sql`left join lateral (select ${userMedia.usermediaId} as usermedia_id from ${userMedia}
      where ${userMedia.userId} = ${viewerId} and ${userMedia.mediaId} = ${media.mediaId} limit 1) as viewer_entry on true`;

const mediaByIdsStatement = preparedStatement<{ ids: number[]; viewerId: number }, MediaRow>(
  'media_by_ids',
  (p) => sql`
    select ${mediaColumns(sql`viewer_entry.usermedia_id`)}
    from ${media} left join ${series} on ${eq(series.seriesId, media.seriesId)} ${viewerEntry(p.viewerId)}
    where ${media.mediaId} = any(${p.ids}::integer[])`,
);

/**
 * Media items as the API shows them to one viewer, in the order of `ids` (unknown ids are
 * left out). One prepared statement whatever the number of items.
 */
export async function loadMedia(db: Db, ids: readonly number[], viewerId: number): Promise<Media[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const byId = new Map((await mediaByIdsStatement(db, { ids: unique, viewerId })).map((row) => [row.media_id, toMedia(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One media item for a viewer, if they may see it (restricted items are the admin's, except to
 * users who have them in their library), in one prepared statement.
 */
const visibleMediaStatement = preparedStatement<{ mediaId: number; viewerId: number; admin: boolean }, MediaRow>(
  'visible_media',
  (p) => sql`
    select ${mediaColumns(sql`viewer_entry.usermedia_id`)}
    from ${media} left join ${series} on ${eq(series.seriesId, media.seriesId)} ${viewerEntry(p.viewerId)}
    where ${media.mediaId} = ${p.mediaId} and (not ${media.restricted} or ${p.admin}::boolean or viewer_entry.usermedia_id is not null)`,
);

export async function loadVisibleMedia(db: Db, mediaId: number, viewer: AuthUser): Promise<Media | null> {
  const [row] = await visibleMediaStatement(db, { mediaId, viewerId: viewer.userId, admin: viewer.role === 'admin' });
  return row ? toMedia(row) : null;
}

export async function loadOneMedia(db: Db, id: number, viewerId: number): Promise<Media | null> {
  const [found] = await loadMedia(db, [id], viewerId);
  return found ?? null;
}
