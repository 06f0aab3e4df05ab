import type { Creator, Series, Tag } from '@shelfmark/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { preparedStatement, preparedVariants } from '../db/prepared';
import { creators, media, mediaCreators, series, tags, userMedia, usermediaTags } from '../db/schema';
import { containing, scopeCondition, type SearchScope } from './search-scope';
import { byRarest, correctedWords, type WordIndex, wholeForms } from './word-postings';

/** The text anywhere in the name, or close to one of its words (both served by trigram indexes). */
const nameMatches = (column: AnyPgColumn, text: string): SQL | undefined =>
  or(sql`${column} ilike ${containing(text.trim())}`, sql`${text} <% ${column}`);
const closestFirst = (column: AnyPgColumn, text: string) => desc(sql`word_similarity(${text}, ${column})`);

interface NameIndex extends WordIndex {
  table: 'creators' | 'series';
  idColumn: 'creator_id' | 'series_id';
  /** What ties among equally close names are ordered by: the sort name. */
  sortColumn: 'last' | 'name';
}

const CREATOR_NAMES: NameIndex = { label: 'creator', wordsTable: 'creator_words', postingsTable: 'creator_postings', postingsCounted: 5000, table: 'creators', idColumn: 'creator_id', sortColumn: 'last' };
const SERIES_NAMES: NameIndex = { label: 'series', wordsTable: 'series_words', postingsTable: 'series_postings', postingsCounted: 5000, table: 'series', idColumn: 'series_id', sortColumn: 'name' };

/** Names holding every query word whole, read from the postings of the rarest word's forms, shortest name first. */
function wholeWordStatement(index: NameIndex) {
  const postings = sql.identifier(index.postingsTable);
  const id = sql.identifier(index.idColumn);
  return preparedVariants<number, Record<string, unknown>, { id: number }>(
    `${index.label}_search_whole`,
    (others) => String(others),
    (others, p) => {
      const otherWords = Array.from(
        { length: others },
        (_, position) => sql` and exists (select 1 from ${postings} o
          where o.word = any(${p[`other${position}`]}::text[]) and o.name_length = p.name_length and o.${id} = p.${id})`,
      );
      return sql`
        select t.id from unnest(${p['driving']}::text[]) with ordinality as f(word, position)
        cross join lateral (
          select p.${id} as id, p.name_length from ${postings} p
          where p.word = f.word${sql.join(otherWords)}
          order by p.name_length, p.${id}
          limit ${p['limit']}
        ) as t
        order by f.position, t.name_length, t.id`;
    },
  );
}

/** The other names holding the text anywhere (a word still being typed), closest to it as a word first. */
function containingStatement(index: NameIndex) {
  const table = sql.identifier(index.table);
  const id = sql.identifier(index.idColumn);
  return preparedStatement<{ text: string; pattern: string; found: number[]; limit: number }, { id: number }>(
    `${index.label}_search_containing`,
    (p) => sql`select ${id} as id from ${table}
      where name ilike ${p.pattern}::text and not (${id} = any(${p.found}::integer[]))
      order by word_similarity(${p.text}::text, name) desc, char_length(name), lower(${sql.identifier(index.sortColumn)}), ${id}
      limit ${p.limit}`,
  );
}

/**
 * Names matching the text, best first. The ranking rule, the title search's (ADR 0025):
 * 1. names holding every query word as a whole word, as typed or as one of its trigram
 *    corrections from the name words: those with the typed form of the rarest query word first,
 *    then those with its closest correction, and so on; within each, shortest name first, then id;
 * 2. then, only when those are fewer than the limit, names holding the text anywhere (a word
 *    still being typed), closest to it as a word first, then shortest, then sort name and id.
 * Step 1 is read in order from an index, so a name word shared by thousands costs no more than a rare one.
 */
function nameSearch(index: NameIndex): (db: Db, text: string, limit: number) => Promise<number[]> {
  const words = correctedWords(index);
  const whole = wholeWordStatement(index);
  const others = containingStatement(index);
  return async (db, text, limit) => {
    const rarest = byRarest(await words(db, text));
    let found: number[] = [];
    if (rarest) {
      const params: Record<string, unknown> = { driving: wholeForms(rarest.driving), limit };
      rarest.others.forEach((word, position) => (params[`other${position}`] = wholeForms(word)));
      found = [...new Set((await whole(db, rarest.others.length, params)).map((row) => Number(row.id)))].slice(0, limit);
    }
    if (found.length >= limit || text.trim() === '') return found;
    const rest = await others(db, { text, pattern: containing(text.trim()), found, limit: limit - found.length });
    return [...found, ...rest.map((row) => row.id)];
  };
}

const inOrder = <Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] => {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

const creatorNames = nameSearch(CREATOR_NAMES);
const seriesNames = nameSearch(SERIES_NAMES);

export async function creatorMatches(db: Db, text: string, limit: number): Promise<Creator[]> {
  const ids = await creatorNames(db, text, limit);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ creatorID: creators.creatorId, name: creators.name, first: creators.first, last: creators.last })
    .from(creators)
    .where(inArray(creators.creatorId, ids));
  return inOrder(ids, rows, (row) => row.creatorID);
}

export async function seriesMatches(db: Db, text: string, limit: number): Promise<Series[]> {
  const ids = await seriesNames(db, text, limit);
  if (ids.length === 0) return [];
  const rows = await db.select({ seriesID: series.seriesId, name: series.name }).from(series).where(inArray(series.seriesId, ids));
  return inOrder(ids, rows, (row) => row.seriesID);
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
