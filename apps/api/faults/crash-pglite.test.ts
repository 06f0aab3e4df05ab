import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { describeOutcome, expectEveryAcknowledgedWriteKept, writeBurstThroughFault } from './support/fault-scenario';
import { withPglite } from './support/databases';
import { ServerProcess } from './support/server-process';

const PORT = 3120;
const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-fault-pglite-'));
const start = () => ServerProcess.start({ mainPath: inject('serverMain'), port: PORT, dataDir });
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write when the server is killed mid-burst (PGlite data dir)', async () => {
  const server = await start();
  running = server;
  const outcome = await writeBurstThroughFault({
    server,
    fault: async () => expect(await server.crash()).toEqual({ code: null, signal: 'SIGKILL' }),
    // The restarted server must recover the files; PGlite allows one process at a time, so it stops before the checks.
    recover: async () => {
      running = await start();
      expect(await running.stop()).toEqual({ code: 0, signal: null });
    },
    inspect: (check) => withPglite(dataDir, check),
  });
  console.log(describeOutcome('SIGKILL, PGlite', outcome));
  expect(outcome.ledger.unavailable).toBe(0);
  expect(outcome.ledger.cutOff).toBeGreaterThan(0);
  expectEveryAcknowledgedWriteKept(outcome);
});
