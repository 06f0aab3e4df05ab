import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { CreatedToken } from '@shelfmark/contract';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, ensurePgDatabase, PG_ADMIN_URL, RESULTS_DIR, ROOT, runCommand } from '../shared/places';
import { buildApi, startServer } from '../shared/server';
import { BENCH_PASSWORD, HEAVY_USER } from '../generate/profiles';
import { call } from './fixtures';
import { type CaseResult, measure } from './load';
import { requireWrk } from './wrk';

/*
 * Issue 30: the library page with a personal access token against the same page with the session
 * token, same server, same run, wrk in its own process: `node --import tsx bench/api/run-tokens.ts
 * [--database shelfmark_bench_1m] [--seconds 10] [--rounds 2]`. The cases alternate (session,
 * token, session, token…) so drift in the machine's load falls on both. Without the 1M database
 * it uses the small dev database instead: `npm run seed`'s catalogue and demo shelf, in
 * shelfmark_bench_tokens_dev.
 */

const options = parseArgs(process.argv.slice(2));
const wanted = options.get('database') ?? 'shelfmark_bench_1m';
const seconds = Number(options.get('seconds') ?? 10);
const rounds = Number(options.get('rounds') ?? 2);
const TARGET_RATIO = 0.9;
const PAGE_SIZE = 10;
const DEV_DATABASE = 'shelfmark_bench_tokens_dev';
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** The database measured and whose shelf: the generated heavy user, else the seeded demo account. */
async function chooseDatabase(): Promise<{ database: string; username: string; password: string }> {
  if (await databaseExists(wanted)) return { database: wanted, username: HEAVY_USER, password: BENCH_PASSWORD };
  console.log(`${wanted} is missing: using the small dev database ${DEV_DATABASE} (npm run seed)`);
  await ensurePgDatabase(DEV_DATABASE);
  await runCommand('node', ['--import', 'tsx', join(ROOT, 'apps/api/src/cli/seed.ts')], { ...process.env, DATABASE_URL: databaseUrl(DEV_DATABASE), LOG_LEVEL: 'warn' });
  return { database: DEV_DATABASE, username: 'demo', password: 'shelfmark-demo' };
}

requireWrk();
await buildApi();
const chosen = await chooseDatabase();
// One token makes every request of the run: far past the per-token limit of production.
process.env['TOKEN_RATE_LIMIT'] = '10000000';
const server = await startServer({ databaseUrl: databaseUrl(chosen.database), dataDir: join(DATA_DIR, 'server-tokens') }, 3166);
try {
  const session = await call<{ token: string }>(server.url, '/sessions', { method: 'POST', body: JSON.stringify({ username: chosen.username, password: chosen.password }) });
  const created = await call<CreatedToken>(server.url, '/tokens', { method: 'POST', body: JSON.stringify({ name: `bench ${new Date().toISOString()}`, scopes: ['read'] }) }, session.token);
  const total = await call<number>(server.url, '/usermedias/library/page/total?library=read', {}, session.token);
  const pages = Math.max(1, Math.min(50, Math.ceil(total / PAGE_SIZE)));
  // The spec's library call, as bench/api/cases.ts makes it.
  const libraryPage = (index: number) => ({
    method: 'GET' as const,
    path: `/api/v1/usermedias/library/page?library=read&pageSize=${PAGE_SIZE}&sortBy=creator&asc=true&pageNumber=${1 + (index % pages)}`,
  });
  const base = { baseUrl: server.url, connections: 10, warmupSeconds: 2, seconds, rssMb: server.rssMb, serverPid: server.pid };
  const credentials = [
    { name: 'library page, session token', token: session.token },
    { name: 'library page, personal access token', token: created.secret },
  ];
  const results: CaseResult[][] = credentials.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, credential] of credentials.entries()) {
      results[index]?.push(await measure({ ...base, token: credential.token }, { name: credential.name, next: libraryPage }));
    }
  }
  const summary = credentials.map((credential, index) => {
    const runs = results[index] ?? [];
    return { name: credential.name, requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)), p99: mean(runs.map((run) => run.p99)), errors: runs.reduce((sum, run) => sum + run.errors, 0), runs };
  });
  const [sessionCase, tokenCase] = summary;
  const ratio = (tokenCase?.requestsPerSecond ?? 0) / (sessionCase?.requestsPerSecond ?? 1);
  console.log(`${chosen.database}, ${chosen.username}'s read shelf (${total} entries, ${pages} pages cycled), ${rounds} rounds of ${seconds} s each`);
  console.log('| case | req/s (each round) | mean req/s | mean p99 ms | errors | req/s ÷ session | target | |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of summary) {
    const isToken = row === tokenCase;
    console.log(
      `| ${row.name} | ${row.runs.map((run) => fixed(run.requestsPerSecond, 0)).join(', ')} | ${fixed(row.requestsPerSecond, 0)} | ${fixed(row.p99)} | ${row.errors} | ${isToken ? fixed(ratio, 2) : ''} | ${isToken ? `≥ ${TARGET_RATIO}` : 'baseline'} | ${isToken ? (ratio >= TARGET_RATIO ? 'met' : 'MISSED') : ''} |`,
    );
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `tokens-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ database: chosen.database, seconds, rounds, connections: 10, loadAverage: loadavg(), total, ratio, summary }, null, 2)}\n`);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
} finally {
  await server.stop();
}
