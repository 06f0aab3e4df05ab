import { genreRef, type Media, type Submedia, type Tag } from '@shelfmark/contract';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { creators, media, mediaCreators, mediaGenres, series, submedia, tags, userMedia, usermediaTags, userSubmedia } from '../db/schema';

// Everything but the search document, which only search reads.
const { titleSearch: _titleSearch, ...mediaColumns } = getTableColumns(media);

function groupBy<Row extends { mediaId: number }, Item>(rows: Row[], pick: (row: Row) => Item): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const row of rows) {
    const group = groups.get(row.mediaId) ?? [];
    group.push(pick(row));
    groups.set(row.mediaId, group);
  }
  return groups;
}

/** The viewer's tags on each of these media (through their library entries). */
async function viewerTags(db: Db, ids: number[], viewerId: number): Promise<Map<number, Tag[]>> {
  const rows = await db
    .select({ mediaId: userMedia.mediaId, tagID: tags.tagId, tagValue: tags.value })
    .from(userMedia)
    .innerJoin(usermediaTags, eq(usermediaTags.usermediaId, userMedia.usermediaId))
    .innerJoin(tags, eq(tags.tagId, usermediaTags.tagId))
    .where(and(eq(userMedia.userId, viewerId), inArray(userMedia.mediaId, ids)))
    .orderBy(sql`lower(${tags.value})`, tags.tagId);
  return groupBy(rows, ({ tagID, tagValue }) => ({ tagID, tagValue }));
}

/** Songs or episodes, with the viewer's favourite flags when the item is in their library. */
async function submediaOf(db: Db, ids: number[], viewerId: number): Promise<Map<number, Submedia[]>> {
  const rows = await db
    .select({
      mediaId: submedia.mediaId,
      submediaID: submedia.submediaId,
      usersubmediaID: userSubmedia.usersubmediaId,
      title: submedia.title,
      overallnum: submedia.overallnum,
      favorited: userSubmedia.favorited,
    })
    .from(submedia)
    .leftJoin(userMedia, and(eq(userMedia.mediaId, submedia.mediaId), eq(userMedia.userId, viewerId)))
    .leftJoin(userSubmedia, and(eq(userSubmedia.usermediaId, userMedia.usermediaId), eq(userSubmedia.submediaId, submedia.submediaId)))
    .where(inArray(submedia.mediaId, ids))
    .orderBy(asc(submedia.mediaId), asc(submedia.overallnum));
  return groupBy(rows, ({ mediaId: _mediaId, favorited, ...item }) => ({ ...item, favorited: favorited ?? false }));
}

/**
 * Media items as the API shows them to one viewer, in the order of `ids` (unknown ids are
 * left out). A handful of queries whatever the number of items.
 */
export async function loadMedia(db: Db, ids: readonly number[], viewerId: number): Promise<Media[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [rows, creatorRows, genreRows, tagsByMedia, submediaByMedia] = await Promise.all([
    db
      .select({ row: mediaColumns, seriesName: series.name })
      .from(media)
      .leftJoin(series, eq(series.seriesId, media.seriesId))
      .where(inArray(media.mediaId, unique)),
    db
      .select({ mediaId: mediaCreators.mediaId, creatorID: creators.creatorId, name: creators.name, first: creators.first, last: creators.last })
      .from(mediaCreators)
      .innerJoin(creators, eq(creators.creatorId, mediaCreators.creatorId))
      .where(inArray(mediaCreators.mediaId, unique))
      .orderBy(asc(mediaCreators.mediaId), asc(mediaCreators.position)),
    db.select().from(mediaGenres).where(inArray(mediaGenres.mediaId, unique)).orderBy(asc(mediaGenres.genreId)),
    viewerTags(db, unique, viewerId),
    submediaOf(db, unique, viewerId),
  ]);
  const creatorsByMedia = groupBy(creatorRows, ({ mediaId: _mediaId, ...creator }) => creator);
  const genresByMedia = groupBy(genreRows, (row) => genreRef(row.genreId) ?? { genreID: row.genreId, genreNAME: '' });
  const byId = new Map(
    rows.map(({ row, seriesName }): [number, Media] => [
      row.mediaId,
      {
        mediaID: row.mediaId,
        type: row.type,
        title: row.title,
        description: row.description,
        isbn: row.isbn,
        publication: row.publication,
        numPages: row.numPages,
        numEpisodes: row.numEpisodes,
        seasons: row.seasons,
        startyear: row.startyear,
        endyear: row.endyear,
        parentguide: row.parentguide,
        seriesID: row.seriesId,
        series: row.seriesId !== null && seriesName !== null ? { seriesID: row.seriesId, name: seriesName } : null,
        seriesNum: row.seriesNum,
        creators: creatorsByMedia.get(row.mediaId) ?? [],
        genres: genresByMedia.get(row.mediaId) ?? [],
        restricted: row.restricted,
        tags: tagsByMedia.get(row.mediaId) ?? [],
        submedia: submediaByMedia.get(row.mediaId) ?? [],
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadOneMedia(db: Db, id: number, viewerId: number): Promise<Media | null> {
  const [found] = await loadMedia(db, [id], viewerId);
  return found ?? null;
}
