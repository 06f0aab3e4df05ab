import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type ApiAnswer, ApiClient, createMovies, registerUser } from './support/api-client';
import { describeOutcome, expectEveryAcknowledgedWriteKept, writeBurstThroughFault } from './support/fault-scenario';
import { PrivateCluster, withPostgres } from './support/databases';
import { ServerProcess } from './support/server-process';

const PORT = 3123;
// Below the kernel's ephemeral range (32768–60999): a port in it can be taken by any outgoing connection.
const CLUSTER_PORT = 25432;
const DOWN_FOR_MS = 3_000;
const RECOVERY_TIMEOUT_MS = 30_000;
const UNAVAILABLE = { message: 'The database is unavailable right now; try again in a moment' };
const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-fault-pgdown-'));
let cluster: PrivateCluster;
let running: ServerProcess | undefined;

const startServer = async (database: string) =>
  (running = await ServerProcess.start({ mainPath: inject('serverMain'), port: PORT, dataDir, databaseUrl: cluster.urlOf(database) }));

async function waitForHealth(api: ApiClient): Promise<number> {
  const startedAt = Date.now();
  let healthy = false;
  while (!healthy && Date.now() - startedAt < RECOVERY_TIMEOUT_MS) {
    healthy = (await api.call('GET', '/health')).status === 200;
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!healthy) throw new Error(`The server did not report a healthy database within ${RECOVERY_TIMEOUT_MS} ms`);
  return Date.now() - startedAt;
}

beforeAll(() => {
  cluster = PrivateCluster.create(CLUSTER_PORT);
});

afterAll(async () => {
  await running?.stop();
  cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers 503 while PostgreSQL is down and recovers by itself when it is back', async () => {
  const server = await startServer('postgres');
  const anonymous = new ApiClient(server.baseUrl);
  const user = await registerUser(anonymous, 'outage_user');
  const [mediaId] = await createMovies(user, 1, 'Outage film');
  const entry = await user.expect<{ usermediaID: number }>(201, 'POST', `/usermedias?mediaID=${mediaId}`);
  // Open several pooled connections, so the stop also cuts idle ones (which must not crash the process).
  await Promise.all(Array.from({ length: 5 }, () => user.expect(200, 'GET', `/usermedias/${entry.usermediaID}`)));

  cluster.stopImmediately();
  const answers: ApiAnswer[] = [];
  const downUntil = Date.now() + DOWN_FOR_MS;
  while (Date.now() < downUntil) {
    answers.push(
      ...(await Promise.all([
        user.call('GET', `/usermedias/${entry.usermediaID}`),
        user.call('PATCH', `/usermedias/${entry.usermediaID}`, { rating: 7 }),
        anonymous.call('POST', '/sessions', { username: 'outage_user', password: 'fault-test-password' }),
      ])),
    );
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 503 || JSON.stringify(answer.body) !== JSON.stringify(UNAVAILABLE))).toEqual([]);
  expect(await anonymous.call('GET', '/health')).toEqual({ status: 503, body: { status: 'unavailable', database: 'postgres' } });

  cluster.start();
  const recoveredAfterMs = await waitForHealth(anonymous);
  expect(await user.call('PATCH', `/usermedias/${entry.usermediaID}`, { rating: 9 })).toMatchObject({ status: 200, body: { rating: 9 } });
  expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  const exit = await server.stop();
  expect(exit).toEqual({ code: 0, signal: null });
  console.log(
    `[PostgreSQL down] ${answers.length} requests while down: all 503 with a JSON message; /health 503 "unavailable"; ` +
      `healthy again ${recoveredAfterMs} ms after PostgreSQL was back, writes succeed; server exit code ${exit.code}`,
  );
});

it('keeps every acknowledged write when PostgreSQL crashes under a write burst', async () => {
  await withPostgres(cluster.url, async (query) => void (await query('create database burst')));
  const server = await startServer('burst');
  const outcome = await writeBurstThroughFault({
    server,
    fault: async () => cluster.stopImmediately(),
    recover: async () => {
      cluster.start();
      await waitForHealth(new ApiClient(server.baseUrl));
    },
    inspect: (check) => withPostgres(cluster.urlOf('burst'), check),
  });
  console.log(describeOutcome('PostgreSQL stopped -m immediate', outcome));
  // The server stayed up: writes the outage interrupted were answered 503, none 500, none cut off.
  expect(outcome.ledger.cutOff).toBe(0);
  expect(outcome.ledger.unavailable).toBeGreaterThan(0);
  expectEveryAcknowledgedWriteKept(outcome);
});
