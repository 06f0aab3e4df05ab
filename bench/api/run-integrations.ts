import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { CreatedIntegration, MediaCreated, TokenResponse } from '@shelfmark/contract';
import { parseArgs } from '../shared/args';
import { DATA_DIR, databaseUrl, PG_ADMIN_URL, RESULTS_DIR, ROOT } from '../shared/places';
import { appProgram, buildApi, type ServerProgram, startServer } from '../shared/server';
import { call } from './fixtures';
import { type CaseResult, measure } from './load';
import { requireWrk } from './wrk';

/*
 * Issue 31: media-server plays ingested per second, on PostgreSQL, against the baseline server's
 * one-row update in the same run (bench/api/baseline-server.ts), wrk in its own process:
 * `node --import tsx bench/api/run-integrations.ts [--seconds 10] [--episodes] [--partial] [--cpu-prof <folder>]`
 * (--episodes: a case of episode plays too; --partial: one of movies stopped half way; --cpu-prof: a V8
 * profile of the server, for bench/api/profile-summary.ts, with the new plays' window printed). A fresh database gets FILMS
 * films with TMDB ids and ten users with a Jellyfin integration each; each request is the plugin's
 * PlaybackStop of one film played to the end (the fixture's shape, apps/api/src/integrations/
 * fixtures/jellyfin-movie-complete.json). The warm-up plays films of its own, so the measured run
 * sends only plays never seen before (it has more films than it can send); a second run then
 * sends the same plays again, every one a duplicate. Afterwards each film must have at most one
 * recorded play and one finished viewing (nothing lost, nothing counted twice).
 */

const options = parseArgs(process.argv.slice(2));
const seconds = Number(options.get('seconds') ?? 10);
const DATABASE = 'shelfmark_bench_integrations';
const TARGET_RPS = 500;
const TARGET_P99_MS = 50;
const TMDB_BASE = 800_000;
/** Films the measured run plays once each: more than it can send in its seconds at three times the target. */
const MEASURED_FILMS = Math.max(2_000, Math.ceil(seconds * TARGET_RPS * 3));
/** Films the warm-up plays, after the measured run's. */
const WARMUP_FILMS = 2_000;
const WARMUP_SECONDS = 2;
const FILMS = MEASURED_FILMS + WARMUP_FILMS;
/** --episodes: a case of episode plays too, on shows whose episodes carry TMDB ids (recorded in one call since migration 0036). */
const WITH_EPISODES = options.has('episodes');
const EPISODES_PER_SHOW = 40;
/** --partial: a case of movies stopped half way (Currently Watching: the general path, a transaction of statements), a month after the films' complete plays. */
const WITH_PARTIAL = options.has('partial');
const SHOWS = Math.ceil(FILMS / EPISODES_PER_SHOW);
const EPISODE_TMDB_BASE = 900_000;
/** Users, each with a Jellyfin integration; request i goes to user i mod USERS, so a play always reaches the same user. */
const USERS = 10;
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function freshDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

/** The Jellyfin webhook plugin's PlaybackStop of film `index`, played to the end (docs/integrations.md's template). */
function playOf(index: number): Record<string, string> {
  const finished = new Date(Date.UTC(2026, 10, 20, 20, 0, 0) + index * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    NotificationType: 'PlaybackStop',
    ServerId: '8b1e5f3c2a4d4e6f9a0b1c2d3e4f5a6b',
    ItemId: `bench${String(index).padStart(27, '0')}`,
    ItemType: 'Movie',
    Name: `Bench film ${index}`,
    SeriesName: '',
    SeasonNumber: '',
    EpisodeNumber: '',
    Year: '2014',
    Provider_imdb: '',
    Provider_tmdb: String(TMDB_BASE + index),
    Provider_tvdb: '',
    PlayedToCompletion: 'True',
    PlaybackPositionTicks: '71400000000',
    RunTimeTicks: '72000000000',
    NotificationUsername: 'ana',
    UserId: '5e7c1a2b3c4d4e5f8a9b0c1d2e3f4a5b',
    LibraryNameByMaxPath: 'Movies',
    UtcTimestamp: `${pad(finished.getUTCMonth() + 1)}/${pad(finished.getUTCDate())}/${finished.getUTCFullYear()} ${pad(finished.getUTCHours())}:${pad(finished.getUTCMinutes())}:00`,
  };
}

/** The plugin's PlaybackStop of episode `index` (show index / EPISODES_PER_SHOW), played to the end (jellyfin-episode-complete.json's shape). */
function episodePlayOf(index: number): Record<string, string> {
  const show = Math.floor(index / EPISODES_PER_SHOW);
  const number = (index % EPISODES_PER_SHOW) + 1;
  const finished = new Date(Date.UTC(2026, 10, 20, 20, 0, 0) + index * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    ...playOf(index),
    ItemId: `benchep${String(index).padStart(25, '0')}`,
    ItemType: 'Episode',
    Name: `Episode ${number}`,
    SeriesName: `Bench show ${show}`,
    SeasonNumber: '1',
    EpisodeNumber: String(number),
    Year: '2021',
    Provider_tmdb: String(EPISODE_TMDB_BASE + index),
    RunTimeTicks: '27000000000',
    PlaybackPositionTicks: '27000000000',
    LibraryNameByMaxPath: 'Shows',
    UtcTimestamp: `${pad(finished.getUTCMonth() + 1)}/${pad(finished.getUTCDate())}/${finished.getUTCFullYear()} ${pad(finished.getUTCHours())}:${pad(finished.getUTCMinutes())}:00`,
  };
}

/** The plugin's PlaybackStop of film `index` stopped half way, thirty days after playOf's (jellyfin-movie-partial.json's shape). */
function partialPlayOf(index: number): Record<string, string> {
  const stopped = new Date(Date.UTC(2026, 11, 20, 20, 0, 0) + index * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    ...playOf(index),
    PlayedToCompletion: 'False',
    PlaybackPositionTicks: '36000000000',
    UtcTimestamp: `${pad(stopped.getUTCMonth() + 1)}/${pad(stopped.getUTCDate())}/${stopped.getUTCFullYear()} ${pad(stopped.getUTCHours())}:${pad(stopped.getUTCMinutes())}:00`,
  };
}

async function inBatches(count: number, size: number, work: (index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += size) await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => work(start + offset)));
}

requireWrk();
await buildApi();
await freshDatabase();
const backend = { databaseUrl: databaseUrl(DATABASE), dataDir: join(DATA_DIR, 'server-integrations') };
const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
const profileDir = options.get('cpu-prof');
const program = appProgram();
let app = await startServer(backend, 3166, profileDir ? { ...program, args: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...program.args] } : program);
const runs: CaseResult[] = [];
let token = '';
try {
  await client.connect();
  // The first account is the admin, who may add films with external ids.
  ({ token } = await call<TokenResponse>(app.url, '/users', { method: 'POST', body: JSON.stringify({ username: 'bench_viewer', email: 'viewer@bench.test', password: 'bench-password-0123' }) }));
  await inBatches(FILMS, 20, async (index) => {
    const body = { type: 'movie', title: `Bench film ${index}`, creators: [], genreIDs: [], restricted: false, publication: '2014', externalIds: { tmdb_movie: String(TMDB_BASE + index) } };
    await call<MediaCreated>(app.url, '/medias', { method: 'POST', body: JSON.stringify(body) }, token);
  });
  if (WITH_EPISODES) {
    await inBatches(SHOWS, 10, async (show) => {
      const submedia = Array.from({ length: EPISODES_PER_SHOW }, (_, at) => ({
        title: `Episode ${at + 1}`,
        overallnum: at + 1,
        season: 1,
        episode: at + 1,
        externalIds: { tmdb_episode: String(EPISODE_TMDB_BASE + show * EPISODES_PER_SHOW + at) },
      }));
      const body = { type: 'tvshow', title: `Bench show ${show}`, creators: [], genreIDs: [], restricted: false, startyear: 2021, numPages: EPISODES_PER_SHOW, submedia };
      await call<MediaCreated>(app.url, '/medias', { method: 'POST', body: JSON.stringify(body) }, token);
    });
  }
  // A household server per user: each user's plays wait on that user's lock only, as on an instance with many users.
  const hookPaths: string[] = [];
  for (let user = 0; user < USERS; user++) {
    const viewer =
      user === 0
        ? token
        : (await call<TokenResponse>(app.url, '/users', { method: 'POST', body: JSON.stringify({ username: `bench_viewer_${user}`, email: `viewer${user}@bench.test`, password: 'bench-password-0123' }) })).token;
    const jellyfin = await call<CreatedIntegration>(app.url, '/integrations', { method: 'POST', body: JSON.stringify({ kind: 'jellyfin', name: 'Bench', settings: { serverUsers: ['ana'] } }) }, viewer);
    hookPaths.push(new URL(jellyfin.hookUrl).pathname);
  }
  const base = { baseUrl: app.url, token, connections: 10, warmupSeconds: 0, seconds, rssMb: app.rssMb, serverPid: app.pid };
  /** Plays `offset` to `offset + count` of a kind, each posted to its user's address. */
  const playsOf = (bodyOf: (index: number) => Record<string, string>) => (offset: number, count: number) => ({
    distinctRequests: count,
    next: (index: number) => ({ method: 'POST' as const, path: hookPaths[(offset + index) % USERS] ?? '', body: bodyOf(offset + index) }),
  });
  const plays = playsOf(playOf);
  /** A case of new plays of another kind: a warm-up on plays of its own, then the measured run, reported. */
  const newPlays = async (kind: string, name: string, bodyOf: (index: number) => Record<string, string>): Promise<CaseResult> => {
    const kindPlays = playsOf(bodyOf);
    await measure({ ...base, seconds: WARMUP_SECONDS }, { name: `warm-up, ${kind}`, ...kindPlays(MEASURED_FILMS, WARMUP_FILMS) });
    const result = await measure(base, { name, ...kindPlays(0, MEASURED_FILMS) });
    runs.push(result);
    console.log(`  ${result.name}: ${fixed(result.requestsPerSecond, 0)} req/s, p99 ${fixed(result.p99)} ms, ${result.errors} errors`);
    return result;
  };
  await measure({ ...base, seconds: WARMUP_SECONDS }, { name: 'warm-up', ...plays(MEASURED_FILMS, WARMUP_FILMS) });
  const from = app.uptimeSeconds();
  const ingest = await measure(base, { name: `Jellyfin plays ingested, each new (${USERS} users)`, ...plays(0, MEASURED_FILMS) });
  if (profileDir) console.log(`  profile window of the new plays: --from ${fixed(from)} --to ${fixed(app.uptimeSeconds())}`);
  runs.push(ingest);
  console.log(`  ${ingest.name}: ${fixed(ingest.requestsPerSecond, 0)} req/s, p99 ${fixed(ingest.p99)} ms, ${ingest.errors} errors`);
  // The same plays again (a second server reporting them, or a retry): each answered duplicate.
  const again = await measure(base, { name: 'the same plays again, each a duplicate', ...plays(0, Math.min(MEASURED_FILMS, ingest.requests)) });
  runs.push(again);
  console.log(`  ${again.name}: ${fixed(again.requestsPerSecond, 0)} req/s, p99 ${fixed(again.p99)} ms, ${again.errors} errors`);

  const { rows } = await client.query<{ plays: string; films: string; viewings: string; entries: string; measured: string }>(
    `select (select count(*) from media_server_plays where state = 'recorded') as plays,
            (select count(distinct usermedia_id) from media_server_plays where state = 'recorded') as films,
            (select count(*) from readings) as viewings,
            (select count(*) from user_media) as entries,
            (select count(*) from media_server_plays where state = 'recorded' and title ~ '^Bench film ([0-9]+)$'
               and substring(title from '[0-9]+$')::integer < ${MEASURED_FILMS}) as measured`,
  );
  const counts = rows[0];
  const exact =
    Number(counts?.plays) === Number(counts?.films) &&
    Number(counts?.viewings) === Number(counts?.entries) &&
    // Every play the measured run answered is there, once, and those under way when wrk stopped (a few more).
    Number(counts?.measured) >= ingest.requests &&
    Number(counts?.measured) <= ingest.requests + 2 * base.connections &&
    Number(counts?.films) <= FILMS;
  let episodesRun: CaseResult | undefined;
  if (WITH_EPISODES) {
    episodesRun = await newPlays('episodes', `Jellyfin episode plays ingested, each new (${USERS} users)`, episodePlayOf);
    const watched = await client.query<{ plays: string; watches: string }>(
      `select (select count(*) from media_server_plays where state = 'recorded' and action = 'episode') as plays, (select count(*) from submedia_watches) as watches`,
    );
    console.log(`  episode plays recorded ${watched.rows[0]?.plays}, episode watches ${watched.rows[0]?.watches}`);
  }
  let partialRun: CaseResult | undefined;
  if (WITH_PARTIAL) {
    partialRun = await newPlays('partial plays', `Jellyfin movies stopped half way, each new (${USERS} users)`, partialPlayOf);
    const watching = await client.query<{ plays: string; watching: string }>(
      `select (select count(*) from media_server_plays where state = 'recorded' and action = 'started') as plays,
              (select count(*) from user_media where status = 'currentlyReading') as watching`,
    );
    console.log(`  partial plays recorded ${watching.rows[0]?.plays}, entries Currently Watching ${watching.rows[0]?.watching}`);
  }
  await app.stop();

  // The baseline: the least a server can do for one authenticated one-row write, on the entries just made.
  const baselineProgram: ServerProgram = { args: ['--import', 'tsx', join(ROOT, 'bench/api/baseline-server.ts')], healthPath: '/baseline/health' };
  app = await startServer(backend, 3163, baselineProgram);
  // The first user's entries: the baseline's token is theirs.
  const entries = (
    await client.query<{ usermedia_id: number }>(`select usermedia_id from user_media where user_id = (select user_id from users where username = 'bench_viewer') order by usermedia_id`)
  ).rows.map((row) => row.usermedia_id);
  const baseline = await measure(
    { ...base, warmupSeconds: WARMUP_SECONDS, baseUrl: app.url, rssMb: app.rssMb, serverPid: app.pid },
    { name: 'baseline: one-row update', next: (index) => ({ method: 'PATCH', path: `/baseline/usermedia/${entries[index % entries.length]}`, body: { rating: 1 + (index % 10) } }) },
  );
  runs.push(baseline);
  const ratio = ingest.requestsPerSecond / baseline.requestsPerSecond;

  console.log('\n| case | req/s | p50 ms | p99 ms | errors | ratio to baseline |');
  console.log('|---|---|---|---|---|---|');
  for (const result of runs) console.log(`| ${result.name} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p99)} | ${result.errors} | ${result === ingest ? fixed(ratio, 2) : ''} |`);
  const met = ingest.requestsPerSecond >= TARGET_RPS && ingest.p99 <= TARGET_P99_MS;
  console.log(
    `\n${fixed(ingest.requestsPerSecond, 0)} plays/s, p99 ${fixed(ingest.p99)} ms (target ≥ ${TARGET_RPS}/s, p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}); ` +
      `${ingest.requests} new plays measured (of ${MEASURED_FILMS} films; the warm-up played others), ${counts?.measured} of them recorded; ${counts?.plays} plays recorded in all for ${counts?.films} films, ${counts?.viewings} viewings on ${counts?.entries} entries: ${exact ? 'each play counted once' : 'COUNTS WRONG'}`,
  );
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `integrations-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ database: DATABASE, seconds, connections: 10, loadAverage: loadavg(), runs, ratio, counts }, null, 2)}\n`);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; results in ${file}`);
  if (!exact || ingest.errors > 0 || again.errors > 0 || (episodesRun?.errors ?? 0) > 0 || (partialRun?.errors ?? 0) > 0) process.exitCode = 1;
} finally {
  await client.end();
  await app.stop();
}
