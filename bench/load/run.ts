/**
 * Bounded load run: mixed reads and writes against the production server on loopback, then a
 * check that every acknowledged write is in the database. Fails (exit 1) on any error,
 * non-2xx answer or lost write.
 *
 *   node --import tsx bench/load/run.ts [--quick] [--duration <s>] [--connections <n>] [--postgres] [--record]
 *
 * The server runs on PGlite in a fresh data directory, or with --postgres on a fresh database of
 * the local PostgreSQL server (127.0.0.1:5432, trust auth). --record adds the figures of this run
 * to bench/load/RESULTS.md.
 */
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ApiClient, createMovies, registerUser } from '../../apps/api/faults/support/api-client';
import { preparePrivateBundle } from '../../apps/api/faults/support/bundle';
import { createSharedDatabase, withPglite, withPostgres } from '../../apps/api/faults/support/databases';
import { ServerProcess } from '../../apps/api/faults/support/server-process';
import type { Query } from '../../apps/api/faults/support/verify-ledger';
import { type Lane, type MixedLoadCounters, mixedRequests } from './mixed-load';

const PORT = 3124;
const RESULTS_HEADER = `# Load run (issue 11)

Mixed reads and writes against the production server (\`dist/apps/api/main.js\`) on loopback,
driven by autocannon for a fixed time; each pass of a connection is 4 reads (shelf page, library
entry, media item, shelf total) and 3 writes (rating, journal entry, review). Afterwards the
server is stopped and the writes are checked in the database: every acknowledged journal entry
by id and body, and each library entry's rating and review against the last acknowledged value
(each entry is written by one connection at a time, so that value must be the stored one).
"Writes found" counts acknowledged writes not contradicted by the database. Errors counts
connection errors, timeouts and non-2xx answers; the run fails on any error or lost write.

The machine is shared with other busy jobs (see the load average column, on 2 cores): req/s
and latency are noisy lower bounds. PGlite runs the database inside the server's one Node
thread, so it gains least from the spare core that PostgreSQL (a separate process) uses.
\`npm run test:faults\` runs the same minute on PGlite without recording. A row is added by
\`--record\`.

| Date (UTC) | Database | Duration | Connections | Requests | req/s | p50 | p99 | Errors | Writes acknowledged | Writes found | Machine; load average (1, 5, 15 min) | Command |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
`;
const SHELF_SIZE = 10;

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration ?? (options.quick ? 10 : 60));
const connections = Number(options.connections);

/** Each user gets two lanes and a read shelf of SHELF_SIZE items. */
async function prepareLanes(server: ServerProcess, laneCount: number): Promise<Lane[]> {
  const anonymous = new ApiClient(server.baseUrl);
  const admin = await registerUser(anonymous, 'load_admin');
  const movies = await createMovies(admin, SHELF_SIZE + 2, 'Load test film');
  const userCount = Math.ceil(laneCount / 2);
  const perUser = await Promise.all(
    Array.from({ length: userCount }, async (_, index) => {
      const user = await registerUser(anonymous, `load_user_${index}`);
      const add = (mediaId: number, status: string) => user.expect<{ usermediaID: number }>(201, 'POST', `/usermedias?mediaID=${mediaId}&status=${status}`);
      const shelf: number[] = [];
      for (const mediaId of movies.slice(0, SHELF_SIZE)) shelf.push((await add(mediaId, 'read')).usermediaID);
      const lanes: Lane[] = [];
      for (const mediaId of movies.slice(SHELF_SIZE)) {
        const written = await add(mediaId, 'library');
        lanes.push({
          token: user.token ?? '',
          writeId: written.usermediaID,
          readId: shelf[lanes.length] ?? written.usermediaID,
          mediaId,
          rating: { acknowledged: 0, unanswered: [] },
          review: { acknowledged: null, unanswered: [] },
          entries: [],
          busy: false,
        });
      }
      return lanes;
    }),
  );
  return perUser.flat();
}

interface Check {
  acknowledged: number;
  found: number;
  lost: string[];
}

/** Every acknowledged journal entry is there, and each lane holds its last acknowledged rating and review. */
async function checkWrites(inspect: (check: (query: Query) => Promise<Check>) => Promise<Check>, lanes: Lane[], writesAcknowledged: number): Promise<Check> {
  return inspect(async (query) => {
    const lost: string[] = [];
    const entries = lanes.flatMap((lane) => lane.entries);
    const ids = entries.map((entry) => entry.id);
    const rows = ids.length ? await query(`select entry_id, body from entries where entry_id in (${ids.join(',')})`) : [];
    const bodies = new Map(rows.map((row) => [Number(row['entry_id']), row['body']]));
    for (const entry of entries) if (bodies.get(entry.id) !== entry.body) lost.push(`journal entry ${entry.id} missing`);
    const laneRows = await query(`select usermedia_id, rating, review from user_media where usermedia_id in (${lanes.map((lane) => lane.writeId).join(',')})`);
    const byId = new Map(laneRows.map((row) => [Number(row['usermedia_id']), row]));
    for (const lane of lanes) {
      const row = byId.get(lane.writeId);
      if (![lane.rating.acknowledged, ...lane.rating.unanswered].includes(Number(row?.['rating']))) {
        lost.push(`entry ${lane.writeId}: rating ${String(row?.['rating'])}, acknowledged ${lane.rating.acknowledged}`);
      }
      if (![lane.review.acknowledged, ...lane.review.unanswered].includes(row?.['review'] as string | null)) {
        lost.push(`entry ${lane.writeId}: review ${JSON.stringify(row?.['review'])}, acknowledged ${JSON.stringify(lane.review.acknowledged)}`);
      }
    }
    return { acknowledged: writesAcknowledged, found: writesAcknowledged - lost.length, lost };
  });
}

const bundle = preparePrivateBundle();
const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-load-'));
const database = options.postgres ? await createSharedDatabase('load') : undefined;
const databaseName = database ? 'PostgreSQL' : 'PGlite';
let server: ServerProcess | undefined;
try {
  server = await ServerProcess.start({ mainPath: bundle.mainPath, port: PORT, dataDir, databaseUrl: database?.url });
  const lanes = await prepareLanes(server, connections * 2);
  const counters: MixedLoadCounters = { writesAcknowledged: 0, laneShortage: 0 };
  const loadBefore = loadavg();
  console.log(`Load run: ${connections} connections, ${duration} s, mixed reads and writes (4 reads, 3 writes per pass) on ${server.baseUrl} (${databaseName})`);
  const result = await autocannon({ url: server.baseUrl, connections, duration, timeout: 10, requests: mixedRequests(lanes, counters) });
  const loadAfter = loadavg();
  const exit = await server.stop();
  server = undefined;
  if (exit.code !== 0) throw new Error(`The server exited with ${JSON.stringify(exit)} after the run`);
  const inspect = <T>(check: (query: Query) => Promise<T>) => (database ? withPostgres(database.url, check) : withPglite(dataDir, check));
  const check = await checkWrites(inspect, lanes, counters.writesAcknowledged);

  const errors = result.errors + result.timeouts + result.non2xx + counters.laneShortage;
  const figures = {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    writesAcknowledged: check.acknowledged,
    writesFound: check.found,
  };
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = `load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} before, ${loadAfter.map((value) => value.toFixed(2)).join(' ')} after`;
  console.log(
    `requests ${figures.requests} (${figures.reqPerSec} req/s), latency p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
      `errors ${errors} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, lane shortage ${counters.laneShortage}); ` +
      `writes acknowledged ${figures.writesAcknowledged}, found ${figures.writesFound}`,
  );
  console.log(`${machine}; ${load}`);
  if (check.lost.length) console.error(`Lost writes:\n${check.lost.join('\n')}`);

  if (options.record) {
    const command = `node --import tsx bench/load/run.ts${options.quick ? ' --quick' : ''}${options.duration ? ` --duration ${duration}` : ''} --connections ${connections}${options.postgres ? ' --postgres' : ''} --record`;
    const results = join(import.meta.dirname, 'RESULTS.md');
    if (!existsSync(results)) writeFileSync(results, RESULTS_HEADER);
    appendFileSync(
      results,
      `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${databaseName} | ${duration} s | ${connections} | ${figures.requests} | ${figures.reqPerSec} | ` +
        `${figures.p50} ms | ${figures.p99} ms | ${errors} | ${figures.writesAcknowledged} | ${figures.writesFound} | ${machine}; ${load} | \`${command}\` |\n`,
    );
  }
  process.exitCode = errors === 0 && check.lost.length === 0 && figures.writesAcknowledged > 0 ? 0 : 1;
} finally {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  bundle.remove();
}
