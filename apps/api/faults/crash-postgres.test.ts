import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeOutcome, expectEveryAcknowledgedWriteKept, writeBurstThroughFault } from './support/fault-scenario';
import { createSharedDatabase, withPostgres } from './support/databases';
import { ServerProcess } from './support/server-process';

const PORT = 3121;
const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-fault-pg-data-'));
let database: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
let running: ServerProcess | undefined;

beforeAll(async () => {
  database = await createSharedDatabase('crash');
});

afterAll(async () => {
  await running?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write when the server is killed mid-burst (PostgreSQL)', async () => {
  const url = database?.url ?? '';
  const start = () => ServerProcess.start({ mainPath: inject('serverMain'), port: PORT, dataDir, databaseUrl: url });
  const server = await start();
  running = server;
  const outcome = await writeBurstThroughFault({
    server,
    fault: async () => expect(await server.crash()).toEqual({ code: null, signal: 'SIGKILL' }),
    recover: async () => void (running = await start()),
    inspect: (check) => withPostgres(url, check),
  });
  console.log(describeOutcome('SIGKILL, PostgreSQL', outcome));
  expect(outcome.ledger.unavailable).toBe(0);
  expect(outcome.ledger.cutOff).toBeGreaterThan(0);
  expectEveryAcknowledgedWriteKept(outcome);
});
