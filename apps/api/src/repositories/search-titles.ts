import { and, asc, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import { media } from '../db/schema';
import { compactIsbn, toIsbn13 } from '../services/isbn';
import { containing, scopeCondition, type SearchScope } from './search-scope';

const CORRECTIONS_PER_WORD = 3;

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The words of the query as full-text lexemes, each with the title words closest to it by
 * trigram similarity: 'mesiah' brings 'messiah'. One query over the small title_words table.
 */
async function correctedWords(db: Db, text: string): Promise<{ word: string; alternatives: string[] }[]> {
  const rows = await queryRows<{ word: string; alternatives: string[] | null }>(db, sql`
    select q.lexeme as word,
      array(
        select w.word from title_words w
        where w.word % q.lexeme
        order by similarity(w.word, q.lexeme) desc, w.word
        limit ${CORRECTIONS_PER_WORD}
      ) as alternatives
    from unnest(to_tsvector('simple', ${text})) as q`);
  return rows.map((row) => ({ word: row.word, alternatives: row.alternatives ?? [] }));
}

/** Every word must match, as typed (also as a prefix, for text still being typed) or as corrected. */
function fullTextQuery(words: { word: string; alternatives: string[] }[]): string {
  return words
    .map(({ word, alternatives }) => `(${[`${quoteLexeme(word)}:*`, ...alternatives.filter((alt) => alt !== word).map(quoteLexeme)].join(' | ')})`)
    .join(' & ');
}

/**
 * Media whose titles match the text, best first: full-text over title words with misspelt
 * words corrected, or the text anywhere in the title (trigram index); ranked by full-text
 * rank, then similarity of the whole title.
 */
export async function titleMatches(db: Db, text: string, scope: SearchScope): Promise<number[]> {
  const tsquery = fullTextQuery(await correctedWords(db, text));
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const anywhere = sql`${media.title} ilike ${containing(text.trim())}`;
  const matches = tsquery ? or(sql`${media.titleSearch} @@ ${query}`, anywhere) : anywhere;
  const rows = await db
    .select({ id: media.mediaId })
    .from(media)
    .where(and(matches, scopeCondition(scope)))
    .orderBy(
      ...(tsquery ? [desc(sql`ts_rank(${media.titleSearch}, ${query})`)] : []),
      desc(sql`similarity(${media.title}, ${text})`),
      asc(media.sortTitle),
      asc(media.mediaId),
    )
    .limit(scope.limit);
  return rows.map((row) => row.id);
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
