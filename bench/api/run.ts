import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, ensurePgDatabase, PG_ADMIN_URL, RESULTS_DIR, ROOT, runCommand } from '../shared/places';
import { appProgram, type Backend, buildApi, type RunningServer, SERVER_BUNDLE, type ServerProgram, startServer } from '../shared/server';
import { PROFILES, type Profile } from '../generate/profiles';
import { baselineCases, benchCases, soakCase, WRITE_MIX, WRITE_MIX_ENTRY_TITLE } from './cases';
import { databaseBackends } from './cpu';
import { countJournalEntries, type Fixtures, loadFixtures } from './fixtures';
import { type LoadCase, type LoadOptions, measure, REQUESTS_PER_CASE } from './load';
import { BASELINE_HEADER, type BaselineRun, baselineRows, rate, type RatedResult, TABLE_HEADER, tableRow } from './report';
import { requireWrk } from './wrk';

/*
 * API benchmarks (issue 20): `node --import tsx bench/api/run.ts [--quick] [--seconds 10]
 * [--backend postgres|pglite] [--soak] [--soak-minutes 10] [--only <text>] [--compare <main.js>]
 * [--cpu-prof <folder>]`.
 *
 * Generates the data when missing, builds the API, and per backend: runs the baseline server's
 * cases (bench/api/baseline-server.ts), the production server's cases (and those of the build
 * given by --compare, e.g. the code before a change), then the baseline again. wrk drives every
 * case from its own process; each figure is also given as a ratio to its baseline's mean req/s.
 * --only runs the cases whose name contains the text; --cpu-prof writes a V8 CPU profile of the
 * server per build (summarise it with bench/api/profile-summary.ts).
 */

type BackendName = 'postgres' | 'pglite';

interface BackendPlan {
  name: BackendName;
  profile: Profile;
  port: number;
  backend: Backend;
  /** The database's name on the PostgreSQL server, whose backends' CPU is counted. */
  pgDatabase?: string;
  /** Memory target under load, MB. */
  maxRssMb: number;
  prepare(): Promise<void>;
}

const options = parseArgs(process.argv.slice(2));
const quick = options.has('quick');
const seconds = Number(options.get('seconds') ?? (quick ? 3 : 10));
const warmupSeconds = quick ? 1 : 2;
const soakMinutes = Number(options.get('soak-minutes') ?? 10);
const only = options.get('only');
const profileDir = options.get('cpu-prof');
const STARTUP_TARGET_MS = 3000;
const STARTUPS = quick ? 1 : 3;
const CONNECTIONS = 10;

/** The builds measured: the one given by --compare first, then this tree's. */
const builds = [
  ...(options.has('compare') ? [{ label: `compared (${options.get('compare')})`, bundle: resolve(options.get('compare') ?? '') }] : []),
  { label: 'this build', bundle: SERVER_BUNDLE },
];

function plans(): BackendPlan[] {
  const pgName = `shelfmark_bench_${PROFILES['1m'].name}`;
  const all: BackendPlan[] = [
    {
      name: 'postgres',
      profile: PROFILES['1m'],
      port: 3160,
      backend: { databaseUrl: databaseUrl(pgName), dataDir: join(DATA_DIR, 'server-postgres') },
      pgDatabase: pgName,
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
  const chosen = options.get('backend');
  if (chosen && !all.some((plan) => plan.name === chosen)) throw new Error(`--backend is postgres or pglite, not ${chosen}`);
  return all.filter((plan) => !chosen || plan.name === chosen);
}

function generate(profile: Profile, env: NodeJS.ProcessEnv): Promise<void> {
  return runCommand(process.execPath, ['--import', 'tsx', 'bench/generate/run.ts', '--profile', profile.name], { ...process.env, ...env });
}

const baselineProgram: ServerProgram = { args: ['--import', 'tsx', join(ROOT, 'bench/api/baseline-server.ts')], healthPath: '/baseline/health' };

function programOf(bundle: string, label: string): ServerProgram {
  if (!profileDir) return appProgram(bundle);
  const folder = resolve(profileDir, label.replace(/[^a-z0-9]+/gi, '-'));
  return { ...appProgram(bundle), args: ['--cpu-prof', `--cpu-prof-dir=${folder}`, bundle] };
}

async function startupTimes(plan: BackendPlan): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < STARTUPS; run += 1) {
    const server = await startServer(plan.backend, 3162);
    times.push(server.startupMs);
    await server.stop();
  }
  return times;
}

function loadOptions(server: RunningServer, token: string, plan: BackendPlan): LoadOptions {
  const pgDatabase = plan.pgDatabase;
  return {
    baseUrl: server.url,
    token,
    connections: CONNECTIONS,
    warmupSeconds,
    seconds,
    rssMb: server.rssMb,
    serverPid: server.pid,
    databasePids: pgDatabase ? () => databaseBackends(PG_ADMIN_URL, pgDatabase) : undefined,
  };
}

async function withServer<T>(plan: BackendPlan, program: ServerProgram, work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer(plan.backend, plan.port, program);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function runBaseline(plan: BackendPlan, fixtures: Fixtures): Promise<BaselineRun[]> {
  return withServer(plan, baselineProgram, async (server) => {
    const runs: BaselineRun[] = [];
    for (const load of baselineCases(fixtures)) {
      const result = await measure(loadOptions(server, fixtures.token, plan), load);
      console.log(`  ${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`);
      runs.push({ baseline: load.baseline, results: [result] });
    }
    return runs;
  });
}

/** The journal entries the write mix adds, counted before and after it: an acknowledged one that is missing was lost. */
function writeMixEntryIds(load: LoadCase): number[] {
  return Array.from({ length: REQUESTS_PER_CASE }, (_, index) => load.next(index)).flatMap((request) =>
    request.method === 'POST' ? [Number(/\/entries\/(\d+)/.exec(request.path)?.[1])] : [],
  );
}

/** Whether the build has the case's route: an older build compared with this one may lack a newer call. */
async function routeExists(baseUrl: string, token: string, load: LoadCase): Promise<boolean> {
  const first = load.next(0);
  if (first.method !== 'GET') return true;
  const response = await fetch(`${baseUrl}${first.path}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status !== 404;
}

async function soak(server: RunningServer, load: LoadCase, token: string, plan: BackendPlan) {
  const base = { ...loadOptions(server, token, plan), warmupSeconds: 0 };
  await measure({ ...base, seconds: 30 }, load);
  const startRssMb = server.rssMb();
  const result = await measure({ ...base, seconds: soakMinutes * 60 }, load);
  return { minutes: soakMinutes, startRssMb, endRssMb: server.rssMb(), peakRssMb: result.peakRssMb, requestsPerSecond: result.requestsPerSecond, errors: result.errors };
}

async function runBuild(plan: BackendPlan, build: (typeof builds)[number], fixtures: Fixtures, baselines: () => BaselineRun[], deepPage: number) {
  console.log(`\n${build.label}: ${build.bundle}`);
  return withServer(plan, programOf(build.bundle, `${plan.name}-${build.label}`), async (server) => {
    const idleRssMb = server.rssMb();
    const token = fixtures.token;
    const cases = benchCases(fixtures, deepPage).filter((load) => !only || load.name.includes(only));
    const measured: { load: (typeof cases)[number]; result: Awaited<ReturnType<typeof measure>>; lost?: number }[] = [];
    for (const load of cases) {
      if (!(await routeExists(server.url, fixtures.token, load))) {
        console.log(`  ${load.name}: not in this build (404), left out`);
        continue;
      }
      const ids = load.name === WRITE_MIX ? writeMixEntryIds(load) : [];
      const before = ids.length ? await countJournalEntries(server.url, token, ids, WRITE_MIX_ENTRY_TITLE) : 0;
      const from = server.uptimeSeconds() + warmupSeconds;
      const result = await measure(loadOptions(server, token, plan), load);
      if (profileDir) console.log(`  (profile window of this case: --from ${from.toFixed(1)} --to ${server.uptimeSeconds().toFixed(1)})`);
      const lost = ids.length ? Math.max(0, result.counted - ((await countJournalEntries(server.url, token, ids, WRITE_MIX_ENTRY_TITLE)) - before)) : undefined;
      measured.push({ load, result, lost });
      console.log(`  ${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors${lost === undefined ? '' : `, ${result.counted} entries acknowledged, ${lost} lost`}`);
    }
    const soaked = options.has('soak') && build.bundle === SERVER_BUNDLE ? await soak(server, soakCase(benchCases(fixtures, deepPage)), token, plan) : undefined;
    return { idleRssMb, measured, soaked, rate: () => measured.map(({ load, result, lost }) => ({ ...rate(load, result, plan.name, baselines()), lost })) };
  });
}

async function benchBackend(plan: BackendPlan) {
  console.log(`\n== ${plan.name} (${plan.profile.name} profile) ==`);
  await plan.prepare();
  const startups = only ? [] : await startupTimes(plan);
  if (startups.length) console.log(`startup to healthy: ${startups.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  const fixtures = await withServer(plan, appProgram(), (server) => loadFixtures(server.url));
  // Page 50,000 of 12 on the million-item catalogue; as deep, proportionally, on smaller ones.
  const deepPage = Math.round((plan.profile.media * 0.6) / 12);
  const baselineRuns: BaselineRun[] = [];
  console.log('baseline, before the app:');
  baselineRuns.push(...(await runBaseline(plan, fixtures)));
  const runs = [];
  for (const build of builds) runs.push({ build, ...(await runBuild(plan, build, fixtures, () => baselineRuns, deepPage)) });
  console.log('baseline, after the app:');
  baselineRuns.push(...(await runBaseline(plan, fixtures)));

  const report = [];
  for (const run of runs) {
    const rated: (RatedResult & { lost?: number | undefined })[] = run.rate();
    const peakRssMb = Math.max(...rated.map((result) => result.peakRssMb));
    console.log(`\n### ${plan.name}, ${run.build.label}\n`);
    console.log([...TABLE_HEADER, ...rated.map(tableRow)].join('\n'));
    const lost = rated.find((result) => result.lost !== undefined);
    if (lost) console.log(`\nWrite mix: ${lost.counted} journal entries acknowledged (201), ${lost.lost} of them missing afterwards.`);
    console.log(`RSS: ${run.idleRssMb.toFixed(0)} MB idle, ${peakRssMb.toFixed(0)} MB peak under load (target ≤ ${plan.maxRssMb} MB: ${peakRssMb <= plan.maxRssMb ? 'met' : 'MISSED'})`);
    if (run.soaked) {
      const soaked = run.soaked;
      console.log(`soak ${soaked.minutes} min: RSS ${soaked.startRssMb.toFixed(0)} → ${soaked.endRssMb.toFixed(0)} MB (peak ${soaked.peakRssMb.toFixed(0)}), ${soaked.requestsPerSecond.toFixed(0)} req/s, ${soaked.errors} errors`);
    }
    report.push({ build: run.build, idleRssMb: run.idleRssMb, peakRssMb, soak: run.soaked, cases: rated });
  }
  console.log(`\n### ${plan.name}, baseline server (mean of the runs before and after the app's cases)\n`);
  console.log([...BASELINE_HEADER, ...baselineRows(baselineRuns)].join('\n'));
  const startupMedianMs = [...startups].sort((a, b) => a - b)[Math.floor(startups.length / 2)] ?? Number.NaN;
  if (startups.length) console.log(`startup median ${startupMedianMs.toFixed(0)} ms (target ≤ ${STARTUP_TARGET_MS} ms: ${startupMedianMs <= STARTUP_TARGET_MS ? 'met' : 'MISSED'})`);
  return { backend: plan.name, profile: plan.profile.name, queries: fixtures.queries, deepPage, startupMs: startups, maxRssMb: plan.maxRssMb, baselines: baselineRuns, builds: report };
}

requireWrk();
const startedAt = new Date();
await buildApi();
const report = { startedAt: startedAt.toISOString(), quick, seconds, connections: CONNECTIONS, loadAverageAtStart: loadavg(), loadAverageAtEnd: [] as number[], backends: [] as unknown[] };
console.log(`load average at the start: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
for (const plan of plans()) report.backends.push(await benchBackend(plan));
report.loadAverageAtEnd = loadavg();
await mkdir(RESULTS_DIR, { recursive: true });
const file = join(RESULTS_DIR, `api-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nload average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
