import type { Creator, Series, Tag } from '@shelfmark/contract';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { creators, media, mediaCreators, series, tags, userMedia, usermediaTags } from '../db/schema';
import { containing, scopeCondition, type SearchScope } from './search-scope';

/** The text anywhere in the name, or close to one of its words (both served by trigram indexes). */
const nameMatches = (column: AnyPgColumn, text: string): SQL | undefined =>
  or(sql`${column} ilike ${containing(text.trim())}`, sql`${text} <% ${column}`);
const closestFirst = (column: AnyPgColumn, text: string) => desc(sql`word_similarity(${text}, ${column})`);

export function creatorMatches(db: Db, text: string, limit: number): Promise<Creator[]> {
  return db
    .select({ creatorID: creators.creatorId, name: creators.name, first: creators.first, last: creators.last })
    .from(creators)
    .where(nameMatches(creators.name, text))
    .orderBy(closestFirst(creators.name, text), sql`lower(${creators.last})`, asc(creators.creatorId))
    .limit(limit);
}

export function seriesMatches(db: Db, text: string, limit: number): Promise<Series[]> {
  return db
    .select({ seriesID: series.seriesId, name: series.name })
    .from(series)
    .where(nameMatches(series.name, text))
    .orderBy(closestFirst(series.name, text), sql`lower(${series.name})`, asc(series.seriesId))
    .limit(limit);
}

export function tagMatches(db: Db, userId: number, text: string, limit: number): Promise<Tag[]> {
  return db
    .select({ tagID: tags.tagId, tagValue: tags.value })
    .from(tags)
    .where(and(eq(tags.userId, userId), nameMatches(tags.value, text)))
    .orderBy(closestFirst(tags.value, text), sql`lower(${tags.value})`, asc(tags.tagId))
    .limit(limit);
}

async function mediaIdsWhere(db: Db, condition: SQL, scope: SearchScope): Promise<number[]> {
  const rows = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(condition, scopeCondition(scope)))
    .orderBy(asc(media.sortCreator), asc(media.sortTitle), asc(media.mediaId))
    .limit(scope.limit);
  return rows.map((row) => row.id);
}

/** Media by a creator whose name matches. */
export function mediaByCreatorName(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  return mediaIdsWhere(
    db,
    sql`exists (select 1 from ${mediaCreators} join ${creators} on ${eq(creators.creatorId, mediaCreators.creatorId)}
      where ${and(eq(mediaCreators.mediaId, media.mediaId), nameMatches(creators.name, text))})`,
    scope,
  );
}

/** Media in a series whose name matches. */
export function mediaBySeriesName(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  return mediaIdsWhere(db, sql`exists (select 1 from ${series} where ${and(eq(series.seriesId, media.seriesId), nameMatches(series.name, text))})`, scope);
}

/** Media the user tagged with a tag whose value matches. */
export function mediaByTagValue(db: Db, userId: number, text: string, scope: SearchScope): Promise<number[]> {
  return mediaIdsWhere(
    db,
    sql`exists (select 1 from ${userMedia}
      join ${usermediaTags} on ${eq(usermediaTags.usermediaId, userMedia.usermediaId)}
      join ${tags} on ${eq(tags.tagId, usermediaTags.tagId)}
      where ${and(eq(userMedia.mediaId, media.mediaId), eq(userMedia.userId, userId), nameMatches(tags.value, text))})`,
    scope,
  );
}
