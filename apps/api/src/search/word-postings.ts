import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';

const CORRECTIONS_PER_WORD = 3;

/**
 * A word index over one kind of text (titles, creator names, series names): a table of its
 * distinct words with a trigram index, and a postings table with one row per word of each text,
 * ordered by (word, length, id) so the texts holding a word are read shortest first.
 */
export interface WordIndex {
  label: string;
  wordsTable: string;
  postingsTable: string;
  /**
   * Enough to tell which query word is in the fewest texts without counting a common one: 500
   * for titles; names share fewer words, each in more names (a first name in 1,942 of 200,000
   * creators, a surname in 200), so telling them apart takes a higher count.
   */
  postingsCounted: number;
}

export interface QueryWord {
  word: string;
  /** Indexed words closest to it, closest first (the word itself among them when a text has it). */
  alternatives: string[];
  /** Texts holding the word or an alternative as a whole word, counted up to the index's postingsCounted. */
  postings: number;
}

/** The word as typed, then its corrections: the forms that count as the word appearing whole. */
export const wholeForms = ({ word, alternatives }: QueryWord) => [word, ...alternatives.filter((alt) => alt !== word)];

/**
 * The words of the query as full-text lexemes, each with the indexed words closest to it by
 * trigram similarity ('mesiah' brings 'messiah'; on a tie, the one nearer in length), and how
 * many texts hold it whole. One query over the small words table and the postings index;
 * OFFSET 0 keeps the corrections a subquery run once per word (pulled up, the plan ran it twice).
 */
export function correctedWords(index: WordIndex): (db: Db, text: string) => Promise<QueryWord[]> {
  const statement = preparedStatement<{ text: string }, { word: string; alternatives: string[] | null; postings: number }>(
    `${index.label}_search_words`,
    (p) => sql`
      select q.lexeme as word, c.alternatives,
        (select count(*)::int from (
          select 1 from ${sql.identifier(index.postingsTable)} p where p.word = any(c.alternatives || q.lexeme) limit ${sql.raw(String(index.postingsCounted))}
        ) as counted) as postings
      from unnest(to_tsvector('simple', ${p.text}::text)) as q
      cross join lateral (select array(
        select w.word from ${sql.identifier(index.wordsTable)} w
        where w.word % q.lexeme
        order by similarity(w.word, q.lexeme) desc, abs(char_length(w.word) - char_length(q.lexeme)), w.word
        limit ${sql.raw(String(CORRECTIONS_PER_WORD))}
      ) as alternatives offset 0) as c`,
  );
  return async (db, text) => {
    const rows = await statement(db, { text });
    return rows.map((row) => ({ word: row.word, alternatives: row.alternatives ?? [], postings: row.postings }));
  };
}

/**
 * The query word in the fewest texts, which drives the lookup, and the others, checked per
 * candidate; none when a word is in no text at all (then no text holds every word).
 */
export function byRarest(words: QueryWord[]): { driving: QueryWord; others: QueryWord[] } | undefined {
  const driving = words.reduce<QueryWord | undefined>((rarest, word) => (rarest && rarest.postings <= word.postings ? rarest : word), undefined);
  if (!driving || driving.postings === 0) return undefined;
  return { driving, others: words.filter((word) => word !== driving) };
}
