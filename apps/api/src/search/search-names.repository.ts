import type { Creator, Series, Tag } from '@shelfmark/contract';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { WORD_SIMILARITY_THRESHOLD } from '../db/database';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { creators, media, mediaCreators, series, tags, userMedia, usermediaTags } from '../db/schema';
import { containing, scopeCondition, type SearchScope } from './search-scope';

/** The text anywhere in the name, or close to one of its words (both served by trigram indexes). */
const nameMatches = (column: AnyPgColumn, text: string): SQL | undefined =>
  or(sql`${column} ilike ${containing(text.trim())}`, sql`${text} <% ${column}`);
const closestFirst = (column: AnyPgColumn, text: string) => desc(sql`word_similarity(${text}, ${column})`);

/**
 * Name search ranks every name that holds the text or is word-similar to it (`<%`, threshold
 * WORD_SIMILARITY_THRESHOLD) by word similarity. With the configured threshold a common pair of
 * words makes thousands of candidates, each rechecked and ranked (96 ms for a creator on the 1M
 * catalogue). So the threshold is raised first, in a transaction (set_config is local to it):
 * when a higher one already yields `limit` names at least that similar, those are the top of the
 * full ranking too, since every name left out is less similar than they are; else the next
 * lower threshold is tried, the configured one last. Same answers, a few dozen rechecks.
 */
const THRESHOLDS = [0.8, 0.6, WORD_SIMILARITY_THRESHOLD];

const thresholdStatement = preparedStatement<{ threshold: string }, { set: string }>(
  'word_similarity_threshold',
  (p) => sql`select set_config('pg_trgm.word_similarity_threshold', ${p.threshold}::text, true) as set`,
);

type Ranked<Row> = Row & { similarity: number };
type NameSearch<Row> = (db: Db, params: { text: string; pattern: string; limit: number }) => Promise<Ranked<Row>[]>;

async function byRisingRecall<Row>(db: Db, search: NameSearch<Row>, text: string, limit: number): Promise<Row[]> {
  const params = { text, pattern: containing(text.trim()), limit };
  const ranked = await db.transaction(async (tx) => {
    for (const threshold of THRESHOLDS) {
      await thresholdStatement(tx, { threshold: String(threshold) });
      const rows = await search(tx, params);
      // float4 similarities read as text: a margin keeps a rounding from counting one too many.
      const sure = rows.filter((row) => row.similarity >= threshold + 1e-6).length;
      if (sure >= limit || threshold === WORD_SIMILARITY_THRESHOLD) return rows;
    }
    return [];
  });
  return ranked.map(({ similarity: _similarity, ...row }) => row as Row);
}

/** The text anywhere in the name, or close to one of its words (both served by trigram indexes), most similar first. */
const nameCondition = (column: AnyPgColumn, p: { text: unknown; pattern: unknown }) => sql`(${column} ilike ${p.pattern}::text or ${p.text}::text <% ${column})`;

const creatorSearch = preparedStatement<{ text: string; pattern: string; limit: number }, Ranked<Creator>>(
  'creator_search',
  (p) => sql`select ${creators.creatorId} as "creatorID", ${creators.name} as name, ${creators.first} as first, ${creators.last} as last,
      word_similarity(${p.text}::text, ${creators.name}) as similarity
    from ${creators} where ${nameCondition(creators.name, p)}
    order by similarity desc, lower(${creators.last}), ${creators.creatorId} limit ${p.limit}`,
);

const seriesSearch = preparedStatement<{ text: string; pattern: string; limit: number }, Ranked<Series>>(
  'series_search',
  (p) => sql`select ${series.seriesId} as "seriesID", ${series.name} as name, word_similarity(${p.text}::text, ${series.name}) as similarity
    from ${series} where ${nameCondition(series.name, p)}
    order by similarity desc, lower(${series.name}), ${series.seriesId} limit ${p.limit}`,
);

export function creatorMatches(db: Db, text: string, limit: number): Promise<Creator[]> {
  return byRisingRecall(db, creatorSearch, text, limit);
}

export function seriesMatches(db: Db, text: string, limit: number): Promise<Series[]> {
  return byRisingRecall(db, seriesSearch, text, limit);
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
