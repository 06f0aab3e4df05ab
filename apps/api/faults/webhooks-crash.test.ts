import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ApiClient, createMovies, registerUser } from './support/api-client';
import { createSharedDatabase, withPostgres } from './support/databases';
import { ServerProcess } from './support/server-process';
import { waitUntil } from './support/write-burst';

const PORT = 3125;
const ENTRIES = 120;
const LANES = 8;
/** Deliveries the receiver has had when the server is killed: the burst is well under way. */
const KILL_AFTER = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-fault-webhooks-'));
let database: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
let running: ServerProcess | undefined;

interface Delivery {
  messageId: string;
  usermediaId: number;
}

/** A receiver that answers a little late, so deliveries are in flight when the server dies. */
async function startReceiver(secret: () => string) {
  const received: Delivery[] = [];
  const server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]));
      const event = new Webhook(secret()).verify(body, headers) as { data: { entry: { usermediaID: number } } };
      received.push({ messageId: headers['webhook-id'] ?? '', usermediaId: event.data.entry.usermediaID });
      setTimeout(() => reply.writeHead(204).end(), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

beforeAll(async () => {
  database = await createSharedDatabase('webhooks');
});

afterAll(async () => {
  await running?.stop();
  await receiver?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('delivers every event at least once, duplicates with one webhook-id, when the server is killed mid-burst', async () => {
  const url = database?.url ?? '';
  const start = () => ServerProcess.start({ mainPath: inject('serverMain'), port: PORT, dataDir, databaseUrl: url, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
  let server = await start();
  running = server;
  let secret = '';
  receiver = await startReceiver(() => secret);
  const admin = await registerUser(new ApiClient(server.baseUrl), 'webhook_admin');
  const movies = await createMovies(admin, ENTRIES, 'Webhook fault');
  secret = (await admin.expect<{ secret: string }>(201, 'POST', '/webhooks', { url: receiver.url, events: ['entry.added'] })).secret;

  // Each lane adds entries until the server is gone; acknowledged adds are remembered.
  const acknowledged = new Set<number>();
  const queue = [...movies];
  const lane = async () => {
    for (let mediaId = queue.shift(); mediaId !== undefined; mediaId = queue.shift()) {
      try {
        const answer = await admin.call('POST', `/usermedias?mediaID=${mediaId}`);
        if (answer.status === 201) acknowledged.add((answer.body as { usermediaID: number }).usermediaID);
      } catch {
        return;
      }
    }
  };
  const burst = Promise.all(Array.from({ length: LANES }, lane));
  const seen = receiver.received;
  await waitUntil(() => seen.length >= KILL_AFTER, 60_000);
  expect(await server.crash()).toEqual({ code: null, signal: 'SIGKILL' });
  await burst;
  const atKill = seen.length;

  server = await start();
  running = server;
  // Events and deliveries the dead server had leased come back when their lease (6 × the 5 s timeout) ends.
  const committed = await withPostgres(url, async (query) => (await query('select usermedia_id from user_media')).map((row) => Number(row['usermedia_id'])));
  await waitUntil(() => committed.every((id) => seen.some((got) => got.usermediaId === id)), 120_000);
  // The last answers are recorded just after they came: the events and the outbox empty a moment later.
  let waiting = -1;
  for (const deadline = Date.now() + 30_000; waiting !== 0 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    waiting = (await withPostgres(url, (query) => query('select ((select count(*) from entry_events) + (select count(*) from webhook_deliveries))::int as n')))[0]?.['n'] as number;
  }

  const idsByEntry = new Map<number, Set<string>>();
  for (const got of seen) idsByEntry.set(got.usermediaId, (idsByEntry.get(got.usermediaId) ?? new Set()).add(got.messageId));
  console.log(
    `webhooks, SIGKILL mid-burst (PostgreSQL): ${acknowledged.size} adds acknowledged, ${committed.length} committed, ${atKill} deliveries before the kill, ${seen.length} in all, ${seen.length - idsByEntry.size} duplicates`,
  );
  expect(atKill).toBeLessThan(committed.length);
  for (const id of acknowledged) expect(committed).toContain(id);
  for (const id of committed) expect(idsByEntry.get(id)?.size).toBe(1);
  expect([...idsByEntry.keys()].sort((a, b) => a - b)).toEqual([...committed].sort((a, b) => a - b));
  expect(waiting).toBe(0);
});
