import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { USER_WEBHOOK_EVENTS } from '@shelfmark/contract';
import { PROFILES } from '../generate/profiles';
import { parseArgs } from '../shared/args';
import { copyPgDatabase, DATA_DIR, databaseUrl, ensurePgDatabase, RESULTS_DIR, ROOT, runCommand } from '../shared/places';
import { appProgram, buildApi, startServer } from '../shared/server';
import { changingWriteMix, WRITE_MIX } from './cases';
import { call, loadFixtures } from './fixtures';
import { type CaseResult, measure } from './load';
import { requireWrk } from './wrk';

/*
 * Webhooks (issue 30): the write mix with two endpoints subscribed to every user event against
 * the same mix without them, every status and rating write a change (changingWriteMix), in one
 * run (without, then --pairs times with and without again; the ratio is of the means), on
 * PostgreSQL. The receiver runs in its own process and answers 204;
 * after the run with endpoints the outbox drains and every event captured must have reached both.
 * `node --import tsx bench/api/run-webhooks.ts [--database shelfmark_bench_100k] [--seconds 10] [--pairs 2] [--cpu-prof <folder>]`
 * (runs on a new copy of --database, shelfmark_bench_100k_webhooks, made each run).
 * (--cpu-prof: a V8 profile of the server, for bench/api/profile-summary.ts; each run's window is printed).
 */

const options = parseArgs(process.argv.slice(2));
const template = options.get('database') ?? 'shelfmark_bench_100k';
const database = `${template}_webhooks`;
const seconds = Number(options.get('seconds') ?? 10);
const pairs = Number(options.get('pairs') ?? 2);
const profileDir = options.get('cpu-prof');
const RECEIVER_PORT = 3167;
const TARGET_RATIO = 0.85;
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function startReceiver(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/api/webhook-receiver.ts'), '--port', String(RECEIVER_PORT)], { cwd: ROOT, stdio: 'inherit' });
  for (let tries = 0; tries < 200; tries++) {
    if (await receiverCount().catch(() => null)) return child;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  child.kill();
  throw new Error('the webhook receiver did not start');
}

async function receiverCount(): Promise<{ deliveries: number; messages: number }> {
  return (await (await fetch(`http://127.0.0.1:${RECEIVER_PORT}/count`)).json()) as { deliveries: number; messages: number };
}

/** Deletes the heavy user's endpoints (left by an earlier run, or this one's). */
async function deleteEndpoints(baseUrl: string, token: string): Promise<void> {
  for (const { webhookID } of await call<{ webhookID: number }[]>(baseUrl, '/webhooks', {}, token)) {
    const answer = await fetch(`${baseUrl}/api/v1/webhooks/${webhookID}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 204) throw new Error(`DELETE /webhooks/${webhookID}: ${answer.status}`);
  }
}

/** Entry events captured so far (each is a delivery to every endpoint, as both want every event), and what still waits to be sent. */
async function outboxState(client: pg.Client): Promise<{ captured: number; waiting: number }> {
  const { rows } = await client.query<{ captured: string; waiting: string }>(
    `select coalesce((select last_value from entry_events_event_id_seq where is_called), 0) as captured,
      (select count(*) from entry_events) + (select count(*) from webhook_deliveries) as waiting`,
  );
  return { captured: Number(rows[0]?.captured ?? 0), waiting: Number(rows[0]?.waiting ?? 0) };
}

/** Waits until nothing is left to send (or five minutes pass). */
async function drained(client: pg.Client): Promise<{ captured: number; waiting: number }> {
  const started = Date.now();
  let state = await outboxState(client);
  while (state.waiting > 0 && Date.now() - started < 300_000) {
    await new Promise((wait) => setTimeout(wait, 250));
    state = await outboxState(client);
  }
  return state;
}

requireWrk();
await buildApi();
if (await ensurePgDatabase(template)) {
  await runCommand(process.execPath, ['--import', 'tsx', 'bench/generate/run.ts', '--profile', PROFILES['100k'].name], { ...process.env, DATABASE_URL: databaseUrl(template) });
}
// Every run writes a few thousand journal entries, statuses and ratings: it starts from a copy
// of the generated data, so runs compare (the entries' journals, in every payload, do not grow).
await copyPgDatabase(template, database);
// The receiver is on loopback: the server under test must be allowed to reach it.
process.env['WEBHOOK_ALLOW_PRIVATE_NETWORKS'] = 'true';
const receiver = await startReceiver();
const program = appProgram();
const server = await startServer(
  { databaseUrl: databaseUrl(database), dataDir: join(DATA_DIR, 'server-webhooks') },
  3166,
  profileDir ? { ...program, args: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...program.args] } : program,
);
const client = new pg.Client({ connectionString: databaseUrl(database) });
await client.connect();
try {
  const fixtures = await loadFixtures(server.url);
  const base = { baseUrl: server.url, token: fixtures.token, connections: 10, warmupSeconds: 2, seconds, rssMb: server.rssMb, serverPid: server.pid };
  await deleteEndpoints(server.url, fixtures.token);

  const runs: { label: string; result: CaseResult }[] = [];
  let round = 0;
  const run = async (label: string) => {
    const from = server.uptimeSeconds();
    const result = await measure(base, { ...changingWriteMix(fixtures, round++), name: `${WRITE_MIX}, ${label}` });
    if (profileDir) console.log(`  profile window of "${label}": --from ${fixed(from)} --to ${fixed(server.uptimeSeconds())}`);
    runs.push({ label, result });
    console.log(`  ${result.name}: ${fixed(result.requestsPerSecond, 0)} req/s, p99 ${fixed(result.p99)} ms, ${result.errors} errors`);
    return result;
  };
  // The copy's pages are not in PostgreSQL's cache yet: a first run, not counted, warms it, or the
  // first run without endpoints would be the slowest and flatter the ratio.
  console.log(`  warm-up: ${fixed((await measure(base, { ...changingWriteMix(fixtures, round++), name: `${WRITE_MIX}, warm-up` })).requestsPerSecond, 0)} req/s`);
  // Without and with endpoints in turn, `pairs` times, then without once more: the ratio is the
  // mean with to the mean without, so a slow moment of the machine weighs less on it.
  const without: CaseResult[] = [await run('no endpoints')];
  const withHooks: CaseResult[] = [];
  const start = await outboxState(client);
  const created: number[] = [];
  for (const path of ['/a', '/b']) {
    const answer = await call<{ endpoint: { webhookID: number } }>(
      server.url,
      '/webhooks',
      { method: 'POST', body: JSON.stringify({ url: `http://127.0.0.1:${RECEIVER_PORT}${path}`, events: USER_WEBHOOK_EVENTS }) },
      fixtures.token,
    );
    created.push(answer.endpoint.webhookID);
  }
  const turn = (enabled: boolean) =>
    Promise.all(created.map((webhookID) => call(server.url, `/webhooks/${webhookID}`, { method: 'PATCH', body: JSON.stringify({ enabled }) }, fixtures.token)));
  let drainSeconds = 0;
  let state = start;
  for (let pair = 0; pair < pairs; pair++) {
    if (pair > 0) await turn(true);
    withHooks.push(await run('two endpoints, every event'));
    // Drained before the endpoints are turned off (events of an endpoint turned off are not
    // sent): nothing waits to be sent, and every event captured reached both endpoints.
    const drainStarted = Date.now();
    state = await drained(client);
    drainSeconds = Math.max(drainSeconds, (Date.now() - drainStarted) / 1000);
    await turn(false);
    without.push(await run('no endpoints, again'));
  }
  const queued = (state.captured - start.captured) * created.length;
  const received = await receiverCount();
  await deleteEndpoints(server.url, fixtures.token);
  const mean = (results: CaseResult[]) => results.reduce((sum, result) => sum + result.requestsPerSecond, 0) / results.length;
  const ratio = mean(withHooks) / mean(without);

  console.log('\n| case | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const { result } of runs) console.log(`| ${result.name} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p99)} | ${result.errors} |`);
  const delivered = received.messages === queued && state.waiting === 0;
  console.log(
    `\nmean ${fixed(mean(withHooks), 0)} req/s with endpoints, ${fixed(mean(without), 0)} without: ratio ${fixed(ratio, 2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}); deliveries due (events captured × endpoints) ${queued}, distinct webhook-ids received ${received.messages} (${received.deliveries} posts), drained in at most ${fixed(drainSeconds)} s after a run: ${delivered ? 'every event delivered' : 'NOT ALL DELIVERED'}`,
  );
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `webhooks-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ database, seconds, connections: 10, loadAverage: loadavg(), runs, ratio, queued, received }, null, 2)}\n`);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
  if (!delivered) process.exitCode = 1;
} finally {
  await client.end();
  await server.stop();
  receiver.kill();
}
