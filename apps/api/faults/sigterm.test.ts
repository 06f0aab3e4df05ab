import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ApiClient, createMovies, registerUser } from './support/api-client';
import { createSharedDatabase, withPostgres } from './support/databases';
import { ServerProcess } from './support/server-process';
import { connectionRefused } from './support/ports';
import { startSlowRequest } from './support/slow-request';

const PORT = 3122;
const IN_FLIGHT = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-fault-sigterm-'));
// Shutdown is the same code on either database; PostgreSQL starts faster (the PGlite crash test
// covers PGlite closing on SIGTERM).
let database: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
let running: ServerProcess | undefined;

beforeAll(async () => {
  database = await createSharedDatabase('sigterm');
});

afterAll(async () => {
  await running?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('finishes the requests in flight on SIGTERM, refuses new connections and exits 0', async () => {
  const url = database?.url ?? '';
  running = await ServerProcess.start({ mainPath: inject('serverMain'), port: PORT, dataDir, databaseUrl: url });
  const user = await registerUser(new ApiClient(running.baseUrl), 'sigterm_user');
  const [mediaId] = await createMovies(user, 1, 'Shutdown film');
  const entry = await user.expect<{ usermediaID: number }>(201, 'POST', `/usermedias?mediaID=${mediaId}`);
  const token = user.token ?? '';

  const slow = await Promise.all(
    Array.from({ length: IN_FLIGHT }, (_, index) =>
      startSlowRequest({ port: PORT, method: 'POST', path: `/api/v1/entries/${entry.usermediaID}`, token, body: { title: 'slow', body: `written during shutdown ${index}` } }),
    ),
  );
  // The server has read their headers (100 Continue) and is waiting for the rest of their bodies.
  running.signal('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));

  expect(await connectionRefused(PORT)).toBe(true);
  slow.forEach((request) => request.finish());
  const statuses = await Promise.all(slow.map((request) => request.status));
  expect(statuses).toEqual(Array(IN_FLIGHT).fill(201));
  const exit = await running.exited;
  expect(exit).toEqual({ code: 0, signal: null });

  // What the drained requests wrote was committed before the database closed.
  const bodies = await withPostgres(url, async (query) => query(`select body from entries where usermedia_id = ${entry.usermediaID} order by body`));
  expect(bodies.map((row) => row['body'])).toEqual(Array.from({ length: IN_FLIGHT }, (_, index) => `written during shutdown ${index}`));
  console.log(`[SIGTERM] ${IN_FLIGHT} requests in flight at SIGTERM answered ${statuses.join(', ')}; new connection refused; exit code ${exit.code}`);
});
