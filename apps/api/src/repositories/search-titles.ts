import { and, asc, desc, eq, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import { media } from '../db/schema';
import { compactIsbn, toIsbn13 } from '../services/isbn';
import { containing, scopeCondition, type SearchScope } from './search-scope';

const CORRECTIONS_PER_WORD = 3;
/** Enough to tell which query word is in the fewest titles without counting a common one. */
const POSTINGS_COUNTED = 500;

interface QueryWord {
  word: string;
  /** Title words closest to it, closest first (the word itself among them when a title has it). */
  alternatives: string[];
  /** Titles holding the word or an alternative as a whole word, counted up to POSTINGS_COUNTED. */
  postings: number;
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const textArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** The word as typed, then its corrections: the forms that count as the word appearing whole. */
const wholeForms = ({ word, alternatives }: QueryWord) => [word, ...alternatives.filter((alt) => alt !== word)];

/**
 * The words of the query as full-text lexemes, each with the title words closest to it by
 * trigram similarity ('mesiah' brings 'messiah'; on a tie, the one nearer in length), and how
 * many titles hold it whole. One query over the small title_words table and the postings index.
 */
async function correctedWords(db: Db, text: string): Promise<QueryWord[]> {
  const rows = await queryRows<{ word: string; alternatives: string[] | null; postings: number }>(db, sql`
    select q.lexeme as word, c.alternatives,
      (select count(*)::int from (
        select 1 from title_postings p where p.word = any(c.alternatives || q.lexeme) limit ${POSTINGS_COUNTED}
      ) as counted) as postings
    from unnest(to_tsvector('simple', ${text})) as q
    cross join lateral (select array(
      select w.word from title_words w
      where w.word % q.lexeme
      order by similarity(w.word, q.lexeme) desc, abs(char_length(w.word) - char_length(q.lexeme)), w.word
      limit ${CORRECTIONS_PER_WORD}
    ) as alternatives) as c`);
  return rows.map((row) => ({ word: row.word, alternatives: row.alternatives ?? [], postings: row.postings }));
}

/** Every word must match, as typed (also as a prefix, for text still being typed) or as corrected. */
function fullTextQuery(words: QueryWord[]): string {
  return words.map((word) => `(${[`${quoteLexeme(word.word)}:*`, ...wholeForms(word).slice(1).map(quoteLexeme)].join(' | ')})`).join(' & ');
}

/**
 * Titles holding every query word whole, as typed or as corrected: the forms of the word in the
 * fewest titles are read from the title_postings index shortest title first, each stopping at
 * the limit, and the other words are looked up in the same index for each candidate. So a word
 * in 46,000 titles costs a few index entries, not a ranking of every match.
 */
async function wholeWordMatches(db: Db, words: QueryWord[], scope: SearchScope): Promise<number[]> {
  const driving = words.reduce<QueryWord | undefined>((rarest, word) => (rarest && rarest.postings <= word.postings ? rarest : word), undefined);
  if (!driving || driving.postings === 0) return [];
  const others = words
    .filter((word) => word !== driving)
    .map(
      (word) => sql`exists (select 1 from title_postings o
        where o.word = any(${textArray(wholeForms(word))}) and o.title_length = p.title_length and o.media_id = p.media_id)`,
    );
  const rows = await queryRows<{ media_id: number }>(db, sql`
    select t.media_id from unnest(${textArray(wholeForms(driving))}) with ordinality as f(word, position)
    cross join lateral (
      select p.media_id, p.title_length from title_postings p join ${media} on ${media.mediaId} = p.media_id
      where ${and(sql`p.word = f.word`, ...others, scopeCondition(scope))}
      order by p.title_length, p.media_id
      limit ${scope.limit}
    ) as t
    order by f.position, t.title_length, t.media_id`);
  return [...new Set(rows.map((row) => Number(row.media_id)))].slice(0, scope.limit);
}

/** The remaining matches (prefixes of words being typed, text inside words), by full-text rank, then similarity of the whole title. */
async function partialMatches(db: Db, text: string, words: QueryWord[], scope: SearchScope, found: number[]): Promise<number[]> {
  const tsquery = fullTextQuery(words);
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const anywhere = sql`${media.title} ilike ${containing(text.trim())}`;
  const matches: SQL | undefined = tsquery ? or(sql`${media.titleSearch} @@ ${query}`, anywhere) : anywhere;
  const rows = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(matches, found.length > 0 ? notInArray(media.mediaId, found) : undefined, scopeCondition(scope)))
    .orderBy(
      ...(tsquery ? [desc(sql`ts_rank(${media.titleSearch}, ${query})`)] : []),
      desc(sql`similarity(${media.title}, ${text})`),
      asc(media.sortTitle),
      asc(media.mediaId),
    )
    .limit(scope.limit - found.length);
  return rows.map((row) => row.id);
}

/**
 * Media whose titles match the text, best first. The ranking rule:
 * 1. titles holding every query word as a whole word (as typed, or as one of its trigram
 *    corrections from title_words): those with the typed form of the rarest query word first,
 *    then those with its closest correction, and so on; within each, shortest title first, then
 *    lowest media id;
 * 2. then, only when those are fewer than the limit, the other matches (a word as the prefix of
 *    a title word, for text still being typed, or the whole text anywhere inside the title), by
 *    full-text rank, then similarity of the whole title, then sort title and id.
 * Step 1 is read in that order from an index, so a common word costs no more than a rare one.
 */
/**
 * Step 1 of titleMatches alone: titles holding every word of the text whole (typos corrected),
 * shortest first. Two index-bound queries whatever the catalogue's size, for callers that ask
 * for thousands of complete titles (imports) and have no use for prefixes of words being typed.
 */
export async function wholeWordTitleMatches(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  return wholeWordMatches(db, await correctedWords(db, text), scope);
}

export async function titleMatches(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  const words = await correctedWords(db, text);
  const whole = await wholeWordMatches(db, words, scope);
  if (whole.length >= scope.limit) return whole;
  return [...whole, ...(await partialMatches(db, text, words, scope, whole))];
}

/**
 * Books by ISBN, hyphens and spaces ignored: a whole ISBN-10 or ISBN-13 finds the book
 * under either form; a shorter run of digits matches as the start of one.
 */
export async function isbnMatches(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  const isbn = compactIsbn(text);
  if (!/^\d+X?$/.test(isbn)) return [];
  const whole = isbn.length === 10 || isbn.length === 13 ? toIsbn13(isbn) : null;
  const matches = whole ? eq(media.isbn13, whole) : or(like(media.isbn13, `${isbn}%`), like(media.isbn, `${isbn}%`));
  const rows = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(matches, scopeCondition(scope)))
    .orderBy(asc(media.sortTitle), asc(media.mediaId))
    .limit(scope.limit);
  return rows.map((row) => row.id);
}
