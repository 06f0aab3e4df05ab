import type { MediaType } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

const CORRECTIONS_PER_WORD = 3;
/**
 * The title words nearest an unknown word by trigram distance, read in the GiST index's order;
 * its corrections are the closest of them (as the search's `%` scan would rank them, which
 * rechecks every word sharing a trigram: twice the time on PGlite).
 */
const NEAREST_WORDS = 40;
/** Enough to tell which word is in the fewest titles without counting a common one. */
const POSTINGS_COUNTED = 500;

export interface CandidateScope {
  type: MediaType;
  includeRestricted: boolean;
  limit: number;
}

interface WordForms {
  forms: string[];
  postings: number;
}

/**
 * For many words at once: the title words each stands for, and how many titles hold one of
 * them. A word the catalogue's titles use is taken as written; an unknown word (a typo) also
 * stands for the title words closest to it by trigram similarity, as the title search corrects
 * it (from its nearest words, see NEAREST_WORDS). One statement for the whole set, each word
 * looked at once.
 */
async function formsOf(db: Db, words: string[]): Promise<Map<string, WordForms>> {
  if (words.length === 0) return new Map();
  const rows = await queryRows<{ word: string; forms: string[]; postings: number }>(
    db,
    sql`with asked as materialized (select distinct unnest(${sql`array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]`}) as word),
    known as materialized (select a.word, exists (select 1 from title_words w where w.word = a.word) as known from asked a),
    forms as materialized (
      select k.word, case when k.known then array[k.word] else array[k.word] || array(
        select n.word from (
          select w.word from title_words w order by w.word <-> k.word limit ${NEAREST_WORDS}
        ) as n
        where n.word % k.word
        order by similarity(n.word, k.word) desc, abs(char_length(n.word) - char_length(k.word)), n.word
        limit ${CORRECTIONS_PER_WORD}
      ) end as forms
      from known k)
    select f.word, f.forms,
      (select count(*)::int from (select 1 from title_postings p where p.word = any(f.forms) limit ${POSTINGS_COUNTED}) as counted) as postings
    from forms f`,
  );
  return new Map(rows.map((row) => [row.word, { forms: [...new Set(row.forms)], postings: row.postings }]));
}

/** A title's words as the title index holds them (PostgreSQL's simple full-text configuration). */
async function lexemesOf(db: Db, texts: string[]): Promise<string[][]> {
  const rows = await queryRows<{ i: number; words: string[] | null }>(
    db,
    sql`select t.i::int as i, array(select lexeme from unnest(to_tsvector('simple', t.text))) as words
      from unnest(${sql`array[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]`}) with ordinality as t(text, i)`,
  );
  const byIndex = new Map(rows.map((row) => [Number(row.i), row.words ?? []]));
  return texts.map((_, index) => byIndex.get(index + 1) ?? []);
}

/**
 * Catalogue records of the type whose titles hold every word of each text whole (the rarest
 * word's forms read from the title postings index, shortest title first, the other words
 * looked up in the same index), for many texts in three statements: an import asks it for a
 * whole batch of rows. Answers the ids per text, in the title search's order.
 */
export async function titleCandidates(db: Db, texts: string[], scope: CandidateScope): Promise<Map<string, number[]>> {
  const distinct = [...new Set(texts)];
  const found = new Map<string, number[]>(distinct.map((text) => [text, []]));
  if (distinct.length === 0) return found;
  const lexemes = await lexemesOf(db, distinct);
  const forms = await formsOf(db, [...new Set(lexemes.flat())]);
  const queries = distinct.flatMap((text, index) => {
    const words = (lexemes[index] ?? []).map((word) => ({ word, ...(forms.get(word) ?? { forms: [word], postings: 0 }) }));
    const driving = words.reduce<(typeof words)[number] | undefined>((rarest, word) => (rarest && rarest.postings <= word.postings ? rarest : word), undefined);
    if (!driving || driving.postings === 0) return [];
    return [{ i: index, driving: driving.forms, others: words.filter((word) => word !== driving).map((word) => word.forms) }];
  });
  if (queries.length === 0) return found;
  const rows = await queryRows<{ i: number; position: number; title_length: number; media_id: number }>(
    db,
    sql`select q.i, f.position::int as position, t.title_length, t.media_id
      from jsonb_to_recordset(${JSON.stringify(queries)}::jsonb) as q(i int, driving text[], others jsonb)
      cross join lateral unnest(q.driving) with ordinality as f(word, position)
      cross join lateral (
        select p.media_id, p.title_length from title_postings p join media m on m.media_id = p.media_id
        where p.word = f.word and m.type = ${scope.type} and (${scope.includeRestricted} or not m.restricted)
          and not exists (
            select 1 from jsonb_array_elements(q.others) as other(forms)
            where not exists (
              select 1 from title_postings o
              where o.word = any(array(select jsonb_array_elements_text(other.forms))) and o.title_length = p.title_length and o.media_id = p.media_id))
        order by p.title_length, p.media_id
        limit ${scope.limit}
      ) as t`,
  );
  const perText = new Map<number, { position: number; length: number; id: number }[]>();
  for (const row of rows) perText.set(row.i, [...(perText.get(row.i) ?? []), { position: row.position, length: row.title_length, id: Number(row.media_id) }]);
  for (const [index, hits] of perText) {
    hits.sort((a, b) => a.position - b.position || a.length - b.length || a.id - b.id);
    found.set(distinct[index] ?? '', [...new Set(hits.map((hit) => hit.id))].slice(0, scope.limit));
  }
  return found;
}
