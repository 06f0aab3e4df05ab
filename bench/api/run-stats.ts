import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, RESULTS_DIR } from '../shared/places';
import { buildApi, startServer } from '../shared/server';
import { benchCases, describeTarget, missed } from './cases';
import { statsCases } from './cases-stats';
import { loadFixtures } from './fixtures';
import { measure } from './load';
import { requireWrk } from './wrk';

/*
 * GET /stats alone, on an already generated PostgreSQL 1M database, with a baseline measured in
 * the same run (the shelf page by creator): `node --import tsx bench/api/run-stats.ts
 * [--database shelfmark_bench_1m] [--seconds 10]`. The full run (bench/api/run.ts) has the same
 * cases; this one is for working on the stats query without the hour the full run takes.
 */

const options = parseArgs(process.argv.slice(2));
const database = options.get('database') ?? 'shelfmark_bench_1m';
const seconds = Number(options.get('seconds') ?? 10);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

requireWrk();
await buildApi();
const server = await startServer({ databaseUrl: databaseUrl(database), dataDir: join(DATA_DIR, 'server-stats') }, 3163);
try {
  const fixtures = await loadFixtures(server.url);
  const baselineCase = benchCases(fixtures, 1)[0];
  if (!baselineCase) throw new Error('no baseline case');
  const base = { baseUrl: server.url, token: fixtures.token, connections: 10, warmupSeconds: 2, seconds, rssMb: server.rssMb, serverPid: server.pid };
  const baseline = await measure(base, baselineCase);
  const results = [];
  console.log(`| case | req/s | p50 ms | p95 ms | p99 ms | errors | p95 / baseline p95 | req/s / baseline req/s | target | |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const row = (result: typeof baseline, target: string, verdict: string) =>
    console.log(
      `| ${result.name} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p95)} | ${fixed(result.p99)} | ${result.errors} | ${fixed(result.p95 / baseline.p95, 2)} | ${fixed(result.requestsPerSecond / baseline.requestsPerSecond, 2)} | ${target} | ${verdict} |`,
    );
  row(baseline, 'baseline', '');
  for (const load of statsCases(fixtures)) {
    const result = await measure(base, load);
    const misses = missed(load.targets.postgres, result);
    results.push({ ...result, misses });
    row(result, describeTarget(load.targets.postgres), load.targets.postgres ? (misses.length ? `MISSED: ${misses.join(', ')}` : 'met') : '');
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `stats-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ database, seconds, connections: 10, loadAverage: loadavg(), baseline, results }, null, 2)}\n`);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
} finally {
  await server.stop();
}
