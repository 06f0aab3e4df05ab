import type { ExternalIds, ImportCandidate, MediaType } from '@shelfmark/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { media } from '../../db/schema';
import { titleCandidates } from '../../media/title-candidates.repository';
import { toIsbn13 } from '../../media/isbn';
import { nameForm, similarity, titleForms } from '../rows/text';
import { externalIdHit, mediaByExternalIds } from './external-ids';

/** At or above this confidence a row is imported without asking; below it goes to review. */
export const STRONG_MATCH = 0.85;
/** Candidates below this are not worth showing in the inbox. */
const SHOWN_CANDIDATE = 0.35;
const SEARCHED_TITLES = 10;
const SHOWN_CANDIDATES = 5;

export interface MatchQuery {
  type: MediaType;
  title: string;
  creators: string[];
  isbn: string | null;
  year: number | null;
  /** Ids at other services: a record holding one of them is the match. */
  externalIds?: ExternalIds;
}

export interface MatchResult {
  /** The record the row is imported to, when one is certain enough. */
  mediaId: number | null;
  confidence: number;
  candidates: ImportCandidate[];
}

interface CatalogueRecord {
  mediaId: number;
  type: MediaType;
  title: string;
  publication: string | null;
  creators: string[];
}

const recordColumns = {
  mediaId: media.mediaId,
  type: media.type,
  title: media.title,
  publication: media.publication,
  creators: sql<string[]>`coalesce(array(select c.name from media_creators mc join creators c on c.creator_id = mc.creator_id where mc.media_id = "media"."media_id" order by mc.position), '{}')`,
};

async function recordsOf(db: Db, ids: number[]): Promise<CatalogueRecord[]> {
  if (ids.length === 0) return [];
  return db.select(recordColumns).from(media).where(inArray(media.mediaId, ids)).orderBy(asc(media.mediaId));
}

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).join(' ');

function titleScore(row: string, record: string): number {
  const rowForms = titleForms(row);
  const recordForms = titleForms(record);
  const full = similarity(rowForms[0] ?? '', recordForms[0] ?? '');
  // "Dune: Deluxe Edition" against "Dune": the main titles agree, worth a little less than the whole.
  const main = similarity(rowForms.at(-1) ?? '', recordForms.at(-1) ?? '') * 0.95;
  const score = Math.max(full, main);
  // "Volume 2" is not "Volume 12", however alike the rest: other numbers make it another work.
  return numbersIn(rowForms.at(-1) ?? '') === numbersIn(recordForms.at(-1) ?? '') ? score : score * 0.7;
}

/** Creators when the row names any; else (films) the year. */
function otherScore(query: MatchQuery, record: CatalogueRecord): number {
  if (query.creators.length > 0) {
    if (record.creators.length === 0) return 0.4;
    const scores = query.creators.flatMap((name) => record.creators.map((other) => similarity(nameForm(name), nameForm(other))));
    return Math.max(...scores);
  }
  const recordYear = record.publication ? Number(record.publication.slice(0, 4)) : null;
  if (query.year === null || recordYear === null) return 0.6;
  const apart = Math.abs(query.year - recordYear);
  return apart === 0 ? 1 : apart === 1 ? 0.8 : 0.2;
}

/** 0–1: title similarity weighs 65 %, creator (or year) similarity 35 %; an ISBN match is 1. */
export function confidenceOf(query: MatchQuery, record: CatalogueRecord): number {
  const score = 0.65 * titleScore(query.title, record.title) + 0.35 * otherScore(query, record);
  return Math.round(score * 100) / 100;
}

const toCandidate = (record: CatalogueRecord, confidence: number): ImportCandidate => ({
  mediaID: record.mediaId,
  title: record.title,
  creator: record.creators.join(' & '),
  type: record.type,
  confidence,
});

/** Books whose ISBN-13 is one of these, restricted ones only for the admin. */
export async function mediaByIsbn13(db: Db, isbn13s: string[], includeRestricted: boolean): Promise<Map<string, number>> {
  if (isbn13s.length === 0) return new Map();
  const rows = await db
    .select({ id: media.mediaId, isbn13: media.isbn13 })
    .from(media)
    .where(and(inArray(media.isbn13, isbn13s), includeRestricted ? undefined : eq(media.restricted, false)));
  return new Map(rows.flatMap((row) => (row.isbn13 ? [[row.isbn13, row.id] as const] : [])));
}

const decide = (scored: { record: CatalogueRecord; confidence: number }[]): MatchResult => {
  scored.sort((a, b) => b.confidence - a.confidence || a.record.mediaId - b.record.mediaId);
  const candidates = scored.filter((item) => item.confidence >= SHOWN_CANDIDATE).slice(0, SHOWN_CANDIDATES);
  const [best, second] = scored;
  const certain = best !== undefined && best.confidence >= STRONG_MATCH && (second === undefined || second.confidence < best.confidence - 0.05);
  return {
    mediaId: certain ? best.record.mediaId : null,
    confidence: best?.confidence ?? 0,
    candidates: candidates.map((item) => toCandidate(item.record, item.confidence)),
  };
};

/**
 * The catalogue record each row is about: by an id at another service or by ISBN (confidence 1), else the titles the title
 * index finds, scored on title and creator; the best is taken only when strong and clearly
 * ahead. A whole batch of rows costs a handful of statements (ISBNs, title candidates per
 * type, the candidates' records), not a dozen round trips a row.
 */
export async function matchRows(db: Db, queries: MatchQuery[], includeRestricted: boolean, isbnHits?: Map<string, number>): Promise<MatchResult[]> {
  const isbn13s = queries.map((query) => (query.isbn ? toIsbn13(query.isbn) : null));
  const hits = isbnHits ?? (await mediaByIsbn13(db, [...new Set(isbn13s.filter((isbn): isbn is string => isbn !== null))], includeRestricted));
  const idHits = await mediaByExternalIds(db, queries.flatMap((query) => (query.externalIds ? [query.externalIds] : [])), includeRestricted);
  // An exact id comes first: the record holding it is the work, whatever its title says.
  const exact = isbn13s.map((isbn, index) => {
    const query = queries[index] as MatchQuery;
    return externalIdHit(query.externalIds, query.type, idHits) ?? (isbn ? hits.get(isbn) : undefined);
  });
  const searched = queries.map((query) => titleForms(query.title).at(-1) ?? query.title);
  const candidatesOf = new Map<string, number[]>();
  for (const type of new Set(queries.map((query) => query.type))) {
    const texts = queries.flatMap((query, index) => (query.type === type && exact[index] === undefined ? [searched[index] ?? ''] : []));
    const found = await titleCandidates(db, texts, { type, includeRestricted, limit: SEARCHED_TITLES });
    for (const [text, ids] of found) candidatesOf.set(`${type}|${text}`, ids);
  }
  const ids = [...new Set([...exact.filter((id): id is number => id !== undefined), ...[...candidatesOf.values()].flat()])];
  const records = new Map((await recordsOf(db, ids)).map((record) => [record.mediaId, record]));
  return queries.map((query, index) => {
    const hit = exact[index];
    const hitRecord = hit === undefined ? undefined : records.get(hit);
    if (hit !== undefined && hitRecord) return { mediaId: hit, confidence: 1, candidates: [toCandidate(hitRecord, 1)] };
    const scored = (candidatesOf.get(`${query.type}|${searched[index]}`) ?? []).flatMap((id) => {
      const record = records.get(id);
      return record ? [{ record, confidence: confidenceOf(query, record) }] : [];
    });
    return decide(scored);
  });
}

/** One row's match (matchRows for a batch of one). */
export async function matchRow(db: Db, query: MatchQuery, includeRestricted: boolean, isbnHits?: Map<string, number>): Promise<MatchResult> {
  const [result] = await matchRows(db, [query], includeRestricted, isbnHits);
  if (!result) throw new Error('no match result');
  return result;
}
