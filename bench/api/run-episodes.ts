import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, RESULTS_DIR, ROOT } from '../shared/places';
import { buildApi, type ServerProgram, startServer } from '../shared/server';
import { baselineCases, describeTarget, missed } from './cases';
import { episodeCases } from './cases-episodes';
import { loadEpisodeFixtures } from './episodes-fixture';
import { loadFixtures } from './fixtures';
import { measure } from './load';
import { requireWrk } from './wrk';

/*
 * Episodes (issue 29) on an already generated PostgreSQL 1M database, with the baseline server's
 * one-row update and media row measured in the same run: `node --import tsx
 * bench/api/run-episodes.ts [--database shelfmark_bench_1m] [--seconds 10]`. Adds the heavy
 * user's 50 shows in progress and a 1,000-episode show through the API the first time.
 */

const options = parseArgs(process.argv.slice(2));
const database = options.get('database') ?? 'shelfmark_bench_1m';
const seconds = Number(options.get('seconds') ?? 10);
const baselineProgram: ServerProgram = { args: ['--import', 'tsx', join(ROOT, 'bench/api/baseline-server.ts')], healthPath: '/baseline/health' };
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

requireWrk();
await buildApi();
const backend = { databaseUrl: databaseUrl(database), dataDir: join(DATA_DIR, 'server-episodes') };
const server = await startServer(backend, 3164);
try {
  const fixtures = await loadFixtures(server.url);
  const episodes = await loadEpisodeFixtures(server.url, fixtures.token);
  const base = { baseUrl: server.url, token: fixtures.token, connections: 10, warmupSeconds: 2, seconds, rssMb: server.rssMb, serverPid: server.pid };
  const baselineServer = await startServer(backend, 3165, baselineProgram);
  const baselines = new Map<string, Awaited<ReturnType<typeof measure>>>();
  try {
    for (const load of baselineCases(fixtures).filter((load) => load.baseline === 'write' || load.baseline === 'media')) {
      baselines.set(load.baseline, await measure({ ...base, baseUrl: baselineServer.url, rssMb: baselineServer.rssMb, serverPid: baselineServer.pid }, load));
    }
  } finally {
    await baselineServer.stop();
  }
  console.log('| case | req/s | p50 ms | p95 ms | p99 ms | errors | req/s / baseline req/s | p95 / baseline p95 | target | |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const row = (result: Awaited<ReturnType<typeof measure>>, baseline: Awaited<ReturnType<typeof measure>> | undefined, target: string, verdict: string) =>
    console.log(
      `| ${result.name} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p95)} | ${fixed(result.p99)} | ${result.errors} | ${baseline ? fixed(result.requestsPerSecond / baseline.requestsPerSecond, 2) : ''} | ${baseline ? fixed(result.p95 / baseline.p95, 2) : ''} | ${target} | ${verdict} |`,
    );
  for (const baseline of baselines.values()) row(baseline, undefined, 'baseline', '');
  const results = [];
  for (const load of episodeCases(episodes)) {
    const result = await measure(base, load);
    const misses = missed(load.targets.postgres, result);
    results.push({ ...result, baseline: load.baseline, misses });
    row(result, baselines.get(load.baseline), describeTarget(load.targets.postgres), load.targets.postgres ? (misses.length ? `MISSED: ${misses.join(', ')}` : 'met') : '');
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `episodes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ database, seconds, connections: 10, loadAverage: loadavg(), baselines: [...baselines.values()], results }, null, 2)}\n`);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
} finally {
  await server.stop();
}
