import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { openConfiguredDatabase } from '../../apps/api/src/cli/configured-database';
import type { Db } from '../../apps/api/src/db/db';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { hashPassword } from '../../apps/api/src/accounts/passwords';
import { creatorSortKey, sortKey } from '@shelfmark/contract';
import { parseArgs } from '../shared/args';
import { BULK_TABLES, BULK_TRIGGERS, catalogueStatements } from './catalogue-sql';
import { BENCH_PASSWORD, HEAVY_USER, type Profile, profileNamed } from './profiles';

/*
 * Fills the database named by DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) with a generated
 * catalogue: `node --import tsx bench/generate/run.ts --profile 1m|100k [--seed 1]`.
 * The database is migrated first; an already generated one is left as it is.
 */

const say = (text: string) => console.log(`[generate] ${text}`);

async function run(db: Db, statement: string | SQL): Promise<void> {
  await db.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
}

async function alreadyGenerated(db: Db): Promise<boolean> {
  const [heavy] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from users where username = ${HEAVY_USER}) as found`);
  if (heavy?.found) return true;
  const [media] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from media) as found`);
  if (media?.found) throw new Error('This database already holds media that the generator did not write: point it at an empty one.');
  return false;
}

/** Definitions of the indexes that no constraint owns, so they can be dropped and rebuilt. */
async function secondaryIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  return queryRows(db, sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = i.schemaname
    where i.schemaname = current_schema() and i.tablename in ${sql.raw(`(${BULK_TABLES.map((table) => `'${table}'`).join(', ')})`)}
      and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
    order by i.indexname`);
}

async function generate(db: Db, profile: Profile, seed: number): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    const step = async (label: string, statement: string) => {
      const started = performance.now();
      await run(tx, statement);
      say(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    };
    await run(tx, `set local maintenance_work_mem = '256MB'`);
    await run(tx, `set local work_mem = '64MB'`);
    const indexes = await secondaryIndexes(tx);
    for (const index of indexes) await run(tx, `drop index "${index.name}"`);
    for (const [table, trigger] of BULK_TRIGGERS) await run(tx, `alter table ${table} disable trigger ${trigger}`);
    for (const [index, statement] of catalogueStatements(profile, seed, passwordHash).entries()) {
      await step(`step ${index + 1}: ${statement.trim().split('\n')[0]?.slice(0, 70)}`, statement);
    }
    for (const [table, trigger] of BULK_TRIGGERS) await run(tx, `alter table ${table} enable trigger ${trigger}`);
    for (const index of indexes) await step(`index ${index.name}`, index.definition);
  });
  // Outside the transaction: planner statistics, and visibility maps for index-only scans.
  for (const table of ['genres', 'users', 'tags', 'title_words', 'creator_words', 'series_words', 'shelf_totals', 'series', ...BULK_TABLES]) {
    await run(db, `vacuum (analyze) ${table}`);
  }
}

/** Checks the derived columns against the app's own rules on a sample. */
async function verify(db: Db): Promise<void> {
  const sample = await queryRows<{ title: string; sort_title: string; name: string; last: string; sort_creator: string }>(db, sql`
    select m.title, m.sort_title, c.name, c.last, m.sort_creator
    from media m join media_creators mc on mc.media_id = m.media_id and mc.position = 0 join creators c on c.creator_id = mc.creator_id
    where m.media_id % 997 = 1`);
  const wrong = sample.filter((row) => row.sort_title !== sortKey(row.title) || row.sort_creator !== creatorSortKey([row]));
  if (wrong.length > 0) throw new Error(`sort keys differ from the app's for ${wrong.length} media, e.g. ${JSON.stringify(wrong[0])}`);
  const [copies] = await queryRows<{ stale: number }>(db, sql`
    select count(*)::int as stale from user_media um join media m on m.media_id = um.media_id
    where (um.sort_title, um.sort_creator, um.media_type) is distinct from (m.sort_title, m.sort_creator, m.type)`);
  const [totals] = await queryRows<{ rows: number; counted: number }>(db, sql`
    select (select count(*)::int from user_media) as rows, (select coalesce(sum(total), 0)::int from shelf_totals) as counted`);
  const [genres] = await queryRows<{ masks: number; counted: number; joined: number }>(db, sql`
    select (select count(*)::int from user_media um where um.genre_mask <> media_genre_mask(um.media_id)) as masks,
      (select coalesce(sum(total), 0)::int from shelf_genre_totals) as counted,
      (select count(*)::int from user_media um join media_genres mg on mg.media_id = um.media_id) as joined`);
  const [postings] = await queryRows<{ missing: number }>(db, sql`
    select count(*)::int as missing from media m, unnest(m.title_search) as w
    where m.media_id % 997 = 1
      and not exists (select 1 from title_postings p where p.word = w.lexeme and p.title_length = char_length(m.title) and p.media_id = m.media_id)`);
  if (copies?.stale !== 0 || totals?.rows !== totals?.counted || genres?.masks !== 0 || genres.counted !== genres.joined || postings?.missing !== 0) {
    throw new Error(`derived data out of step: ${JSON.stringify({ copies, totals, genres, postings })}`);
  }
  say(`verified: sort keys of ${sample.length} media, user_media copies and genres, shelf totals (${totals?.rows} entries) and genre totals, title postings`);
}

const options = parseArgs(process.argv.slice(2));
const profile = profileNamed(options.get('profile') ?? '100k');
const seed = Number(options.get('seed') ?? 1);
if (!Number.isInteger(seed) || seed < 1 || seed > 1_000_000) throw new Error('--seed must be a whole number from 1 to 1,000,000');

const started = performance.now();
const database = await openConfiguredDatabase();
try {
  if (await alreadyGenerated(database.db)) {
    say(`already generated (${database.kind}); drop the database or folder to generate again`);
  } else {
    say(`profile ${profile.name}, seed ${seed}, on ${database.kind}`);
    await generate(database.db, profile, seed);
    await verify(database.db);
    say(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await database.close();
}
