import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, ensurePgDatabase, RESULTS_DIR } from '../shared/places';
import { buildApi, startServer } from '../shared/server';
import type { BenchCase } from './cases';
import { yearReviewCases } from './cases-year-review';
import { signIn } from './fixtures';
import { measure } from './load';
import { requireWrk } from './wrk';

/*
 * GET /year/{year} alone, with its baseline measured in the same run:
 * `node --import tsx bench/api/year.ts [--database shelfmark_bench_1m] [--seconds 10]`.
 * The baseline is the cheapest signed-in call (the shelf total, a read of a few rows), so the
 * ratio says what the year in review costs beyond authentication and HTTP on this machine.
 */
const options = parseArgs(process.argv.slice(2));
const seconds = Number(options.get('seconds') ?? 10);
const database = options.get('database') ?? 'shelfmark_bench_1m';

const baseline: BenchCase = { name: 'baseline: shelf total', next: () => ({ method: 'GET', path: '/api/v1/usermedias/library/page/total?library=read' }), targets: {}, baseline: 'jwt' };

if (await ensurePgDatabase(database)) throw new Error(`${database} was empty: generate it first (npm run bench:generate -- --profile 1m)`);
requireWrk();
await buildApi();
const server = await startServer({ databaseUrl: databaseUrl(database), dataDir: join(DATA_DIR, 'server-year') }, 3163);
try {
  const token = await signIn(server.url);
  const results = [];
  for (const load of [baseline, ...yearReviewCases()]) {
    results.push(await measure({ baseUrl: server.url, token, connections: 10, warmupSeconds: 2, seconds, rssMb: server.rssMb, serverPid: server.pid }, load));
  }
  const base = results[0];
  console.log('| case | req/s | p50 ms | p95 ms | p99 ms | errors | p95 / baseline p95 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    const ratio = base ? (result.p95 / base.p95).toFixed(1) : '–';
    console.log(`| ${result.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${ratio} |`);
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `year-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ database, seconds, loadAverage: loadavg(), results }, null, 2)}\n`);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
} finally {
  await server.stop();
}
