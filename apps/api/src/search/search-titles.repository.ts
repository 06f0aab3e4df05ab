import { and, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedVariants } from '../db/prepared';
import { media } from '../db/schema';
import { compactIsbn, toIsbn13 } from '../media/isbn';
import { containing, scopeCondition, scopeKey, scopeParams, type SearchScope } from './search-scope';
import { byRarest, correctedWords, type QueryWord, wholeForms } from './word-postings';

const titleWords = correctedWords({ label: 'title', wordsTable: 'title_words', postingsTable: 'title_postings', postingsCounted: 500 });

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

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
const wholeWordStatement = preparedVariants<{ others: number; scope: SearchScope }, Record<string, unknown>, { media_id: number }>(
  'title_search_whole',
  ({ others, scope }) => `${others}_${scopeKey(scope)}`,
  ({ others, scope }, p) => {
    const otherWords = Array.from(
      { length: others },
      (_, index) => sql`exists (select 1 from title_postings o
        where o.word = any(${p[`other${index}`]}::text[]) and o.title_length = p.title_length and o.media_id = p.media_id)`,
    );
    return sql`
      select t.media_id from unnest(${p['driving']}::text[]) with ordinality as f(word, position)
      cross join lateral (
        select p.media_id, p.title_length from title_postings p join ${media} on ${media.mediaId} = p.media_id
        where ${and(sql`p.word = f.word`, ...otherWords, scopeCondition(scope, { libraryOf: p['libraryOf']!, type: p['type']! }))}
        order by p.title_length, p.media_id
        limit ${p['limit']}
      ) as t
      order by f.position, t.title_length, t.media_id`;
  },
);

async function wholeWordMatches(db: Db, words: QueryWord[], scope: SearchScope): Promise<number[]> {
  const rarest = byRarest(words);
  if (!rarest) return [];
  const { driving, others } = rarest;
  const params: Record<string, unknown> = { driving: wholeForms(driving), limit: scope.limit, ...scopeParams(scope) };
  others.forEach((word, index) => (params[`other${index}`] = wholeForms(word)));
  const rows = await wholeWordStatement(db, { others: others.length, scope }, params);
  return [...new Set(rows.map((row) => Number(row.media_id)))].slice(0, scope.limit);
}

/** The remaining matches (prefixes of words being typed, text inside words), by full-text rank, then similarity of the whole title. */
const partialStatement = preparedVariants<
  { byWords: boolean; scope: SearchScope },
  { tsquery: string; pattern: string; text: string; found: number[]; limit: number; libraryOf: number; type: string },
  { id: number }
>(
  'title_search_partial',
  ({ byWords, scope }) => `${byWords ? 'w' : ''}_${scopeKey(scope)}`,
  ({ byWords, scope }, p) => {
    const query = sql`to_tsquery('simple', ${p.tsquery}::text)`;
    const anywhere = sql`${media.title} ilike ${p.pattern}::text`;
    return sql`select ${media.mediaId} as id from ${media}
      where ${and(
        byWords ? or(sql`${media.titleSearch} @@ ${query}`, anywhere) : anywhere,
        sql`not (${media.mediaId} = any(${p.found}::integer[]))`,
        scopeCondition(scope, p),
      )}
      order by ${byWords ? sql`ts_rank(${media.titleSearch}, ${query}) desc, ` : sql``}similarity(${media.title}, ${p.text}::text) desc, ${media.sortTitle}, ${media.mediaId}
      limit ${p.limit}`;
  },
);

/** The remaining matches (prefixes of words being typed, text inside words), by full-text rank, then similarity of the whole title. */
async function partialMatches(db: Db, text: string, words: QueryWord[], scope: SearchScope, found: number[]): Promise<number[]> {
  const tsquery = fullTextQuery(words);
  const rows = await partialStatement(
    db,
    { byWords: tsquery !== '', scope },
    { tsquery, pattern: containing(text.trim()), text, found, limit: scope.limit - found.length, ...scopeParams(scope) },
  );
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
export async function titleMatches(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  const words = await titleWords(db, text);
  const whole = await wholeWordMatches(db, words, scope);
  if (whole.length >= scope.limit) return whole;
  return [...whole, ...(await partialMatches(db, text, words, scope, whole))];
}

/**
 * Books by ISBN, hyphens and spaces ignored: a whole ISBN-10 or ISBN-13 finds the book
 * under either form; a shorter run of digits matches as the start of one.
 */
const isbnStatement = preparedVariants<{ whole: boolean; scope: SearchScope }, { isbn: string; prefix: string; limit: number; libraryOf: number; type: string }, { id: number }>(
  'isbn_search',
  ({ whole, scope }) => `${whole ? 'whole' : 'prefix'}_${scopeKey(scope)}`,
  ({ whole, scope }, p) => sql`select ${media.mediaId} as id from ${media}
    where ${and(whole ? sql`${media.isbn13} = ${p.isbn}::text` : or(like(media.isbn13, sql`${p.prefix}::text`), like(media.isbn, sql`${p.prefix}::text`)), scopeCondition(scope, p))}
    order by ${media.sortTitle}, ${media.mediaId}
    limit ${p.limit}`,
);

export async function isbnMatches(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  const isbn = compactIsbn(text);
  if (!/^\d+X?$/.test(isbn)) return [];
  const whole = isbn.length === 10 || isbn.length === 13 ? toIsbn13(isbn) : null;
  const rows = await isbnStatement(db, { whole: whole !== null, scope }, { isbn: whole ?? '', prefix: `${isbn}%`, limit: scope.limit, ...scopeParams(scope) });
  return rows.map((row) => row.id);
}
