import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, ensurePgDatabase, RESULTS_DIR, runCommand } from '../shared/places';
import { type Backend, buildApi, type RunningServer, startServer } from '../shared/server';
import { PROFILES, type Profile } from '../generate/profiles';
import { benchCases, describeTarget, missed, soakCase } from './cases';
import { loadFixtures } from './fixtures';
import { type CaseResult, measure } from './load';

/*
 * API benchmarks: `node --import tsx bench/api/run.ts [--quick] [--seconds 10] [--backend postgres|pglite]
 * [--soak] [--soak-minutes 10]`. Generates the data when missing, builds and starts the production
 * server on loopback, and prints (and writes to bench/.results/) every figure of the issue's item 2.
 */

type BackendName = 'postgres' | 'pglite';

interface BackendPlan {
  name: BackendName;
  profile: Profile;
  port: number;
  backend: Backend;
  /** Memory target under load, MB. */
  maxRssMb: number;
  prepare(): Promise<void>;
}

const options = parseArgs(process.argv.slice(2));
const quick = options.has('quick');
const seconds = Number(options.get('seconds') ?? (quick ? 3 : 10));
const warmupSeconds = quick ? 1 : 2;
const soakMinutes = Number(options.get('soak-minutes') ?? 10);
const STARTUP_TARGET_MS = 3000;
const STARTUPS = quick ? 1 : 3;

function plans(): BackendPlan[] {
  const pgName = `shelfmark_bench_${PROFILES['1m'].name}`;
  const all: BackendPlan[] = [
    {
      name: 'postgres',
      profile: PROFILES['1m'],
      port: 3160,
      backend: { databaseUrl: databaseUrl(pgName), dataDir: join(DATA_DIR, 'server-postgres') },
      maxRssMb: 200,
      prepare: async () => {
        await ensurePgDatabase(pgName);
        await generate(PROFILES['1m'], { DATABASE_URL: databaseUrl(pgName) });
      },
    },
    {
      name: 'pglite',
      profile: PROFILES['100k'],
      port: 3161,
      backend: { dataDir: join(DATA_DIR, 'pglite-100k') },
      maxRssMb: 1024,
      prepare: () => generate(PROFILES['100k'], { DATA_DIR: join(DATA_DIR, 'pglite-100k'), DATABASE_URL: '' }),
    },
  ];
  const only = options.get('backend');
  if (only && !all.some((plan) => plan.name === only)) throw new Error(`--backend is postgres or pglite, not ${only}`);
  return all.filter((plan) => !only || plan.name === only);
}

function generate(profile: Profile, env: NodeJS.ProcessEnv): Promise<void> {
  return runCommand(process.execPath, ['--import', 'tsx', 'bench/generate/run.ts', '--profile', profile.name], { ...process.env, ...env });
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function startupTimes(plan: BackendPlan): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < STARTUPS; run += 1) {
    const server = await startServer(plan.backend, 3162);
    times.push(server.startupMs);
    await server.stop();
  }
  return times;
}

async function soak(server: RunningServer, load: Parameters<typeof measure>[1], token: string) {
  const base = { baseUrl: server.url, token, connections: 10, rssMb: server.rssMb };
  await measure({ ...base, warmupSeconds: 0, seconds: 30 }, load);
  const startRssMb = server.rssMb();
  const result = await measure({ ...base, warmupSeconds: 0, seconds: soakMinutes * 60 }, load);
  return { minutes: soakMinutes, startRssMb, endRssMb: server.rssMb(), peakRssMb: result.peakRssMb, requestsPerSecond: result.requestsPerSecond, errors: result.errors };
}

async function benchBackend(plan: BackendPlan) {
  console.log(`\n== ${plan.name} (${plan.profile.name} profile) ==`);
  await plan.prepare();
  const startups = await startupTimes(plan);
  console.log(`startup to healthy: ${startups.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  const server = await startServer(plan.backend, plan.port);
  try {
    const idleRssMb = server.rssMb();
    const fixtures = await loadFixtures(server.url);
    // Page 50,000 of 12 on the million-item catalogue; as deep, proportionally, on smaller ones.
    const deepPage = Math.round((plan.profile.media * 0.6) / 12);
    const cases = benchCases(fixtures, deepPage);
    const results: (CaseResult & { target: string; misses: string[] })[] = [];
    console.log('| case | req/s | p50 ms | p95 ms | p99 ms | errors | target | |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const load of cases) {
      const result = await measure(
        { baseUrl: server.url, token: fixtures.token, connections: 10, warmupSeconds, seconds, rssMb: server.rssMb },
        load,
      );
      const target = load.targets[plan.name];
      const misses = missed(target, result);
      results.push({ ...result, target: describeTarget(target), misses });
      console.log(
        `| ${result.name} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p95)} | ${fixed(result.p99)} | ${result.errors} | ${describeTarget(target)} | ${target ? (misses.length ? `MISSED: ${misses.join(', ')}` : 'met') : ''} |`,
      );
    }
    const peakRssMb = Math.max(...results.map((result) => result.peakRssMb));
    const startupMedianMs = [...startups].sort((a, b) => a - b)[Math.floor(startups.length / 2)] ?? Number.NaN;
    console.log(`RSS: ${idleRssMb.toFixed(0)} MB idle, ${peakRssMb.toFixed(0)} MB peak under load (target ≤ ${plan.maxRssMb} MB: ${peakRssMb <= plan.maxRssMb ? 'met' : 'MISSED'})`);
    console.log(`startup median ${startupMedianMs.toFixed(0)} ms (target ≤ ${STARTUP_TARGET_MS} ms: ${startupMedianMs <= STARTUP_TARGET_MS ? 'met' : 'MISSED'})`);
    const soaked = options.has('soak') ? await soak(server, soakCase(cases), fixtures.token) : undefined;
    if (soaked) {
      console.log(
        `soak ${soaked.minutes} min: RSS ${soaked.startRssMb.toFixed(0)} → ${soaked.endRssMb.toFixed(0)} MB (peak ${soaked.peakRssMb.toFixed(0)}), ${soaked.requestsPerSecond.toFixed(0)} req/s, ${soaked.errors} errors`,
      );
    }
    return {
      backend: plan.name,
      profile: plan.profile.name,
      queries: fixtures.queries,
      deepPage,
      startupMs: startups,
      idleRssMb,
      peakRssMb,
      maxRssMb: plan.maxRssMb,
      soak: soaked,
      cases: results,
    };
  } finally {
    await server.stop();
  }
}

const startedAt = new Date();
await buildApi();
const report = { startedAt: startedAt.toISOString(), quick, seconds, connections: 10, loadAverage: loadavg(), backends: [] as unknown[] };
for (const plan of plans()) report.backends.push(await benchBackend(plan));
report.loadAverage = loadavg();
await mkdir(RESULTS_DIR, { recursive: true });
const file = join(RESULTS_DIR, `api-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nload average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
