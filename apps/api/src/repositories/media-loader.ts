import { type Creator, genreRef, type Media, type Submedia, type Tag } from '@shelfmark/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import { creators, media, mediaCreators, mediaGenres, series, submedia, tags, userMedia, usermediaTags, userSubmedia } from '../db/schema';

interface MediaRow {
  media_id: number;
  type: Media['type'];
  title: string;
  description: string | null;
  isbn: string | null;
  publication: string | null;
  num_pages: number | null;
  num_episodes: number | null;
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
}

const emptyJson = sql`'[]'::json`;

/**
 * Media items as the API shows them to one viewer, in the order of `ids` (unknown ids are
 * left out). One query whatever the number of items: creators, genres, the viewer's tags and
 * the songs or episodes (with the viewer's favourite flags) come as JSON arrays beside each row,
 * since round trips, not rows, are what a page costs.
 */
export async function loadMedia(db: Db, ids: readonly number[], viewerId: number): Promise<Media[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const byId = await loadMediaWhere(db, inArray(media.mediaId, unique), viewerId);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The media that match a condition (on the media table), by id, as loadMedia shows them. */
export async function loadMediaWhere(db: Db, condition: SQL | undefined, viewerId: number): Promise<Map<number, Media>> {
  const rows = await queryRows<MediaRow>(db, sql`
    select ${media.mediaId} as media_id, ${media.type} as type, ${media.title} as title, ${media.description} as description,
      ${media.isbn} as isbn, ${media.publication}::text as publication, ${media.numPages} as num_pages,
      ${media.numEpisodes} as num_episodes, ${media.seasons} as seasons, ${media.startyear} as startyear,
      ${media.endyear} as endyear, ${media.parentguide} as parentguide, ${media.seriesId} as series_id,
      ${series.name} as series_name, ${media.seriesNum} as series_num, ${media.restricted} as restricted,
      (select coalesce(json_agg(json_build_object('creatorID', ${creators.creatorId}, 'name', ${creators.name}, 'first', ${creators.first}, 'last', ${creators.last})
         order by ${mediaCreators.position}), ${emptyJson})
       from ${mediaCreators} join ${creators} on ${eq(creators.creatorId, mediaCreators.creatorId)}
       where ${eq(mediaCreators.mediaId, media.mediaId)}) as creators,
      (select coalesce(json_agg(${mediaGenres.genreId} order by ${mediaGenres.genreId}), ${emptyJson})
       from ${mediaGenres} where ${eq(mediaGenres.mediaId, media.mediaId)}) as genre_ids,
      (select coalesce(json_agg(json_build_object('tagID', ${tags.tagId}, 'tagValue', ${tags.value}) order by lower(${tags.value}), ${tags.tagId}), ${emptyJson})
       from ${userMedia}
       join ${usermediaTags} on ${eq(usermediaTags.usermediaId, userMedia.usermediaId)}
       join ${tags} on ${eq(tags.tagId, usermediaTags.tagId)}
       where ${and(eq(userMedia.userId, viewerId), eq(userMedia.mediaId, media.mediaId))}) as tags,
      (select coalesce(json_agg(json_build_object('submediaID', ${submedia.submediaId}, 'usersubmediaID', ${userSubmedia.usersubmediaId},
         'title', ${submedia.title}, 'overallnum', ${submedia.overallnum}, 'favorited', coalesce(${userSubmedia.favorited}, false))
         order by ${submedia.overallnum}), ${emptyJson})
       from ${submedia}
       left join ${userMedia} on ${and(eq(userMedia.mediaId, submedia.mediaId), eq(userMedia.userId, viewerId))}
       left join ${userSubmedia} on ${and(eq(userSubmedia.usermediaId, userMedia.usermediaId), eq(userSubmedia.submediaId, submedia.submediaId))}
       where ${eq(submedia.mediaId, media.mediaId)}) as submedia
    from ${media} left join ${series} on ${eq(series.seriesId, media.seriesId)}
    where ${condition}`);
  return new Map(
    rows.map((row): [number, Media] => [
      row.media_id,
      {
        mediaID: row.media_id,
        type: row.type,
        title: row.title,
        description: row.description,
        isbn: row.isbn,
        publication: row.publication,
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
        submedia: row.submedia,
      },
    ]),
  );
}

export async function loadOneMedia(db: Db, id: number, viewerId: number): Promise<Media | null> {
  const [found] = await loadMedia(db, [id], viewerId);
  return found ?? null;
}
