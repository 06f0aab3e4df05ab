import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { entryEvents, webhookDeliveries } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { createDeliveryWorker } from '../webhooks/delivery-worker';
import { insertEndpoint } from '../webhooks/endpoints.repository';
import { messageIdOf } from '../webhooks/outbox';
import { type Receiver, startReceiver } from '../webhooks/testing/receiver';
import { leaseEntryEvents } from './entry-event-deliveries';

describe('entry events sent from their own rows', () => {
  let server: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    server = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    receiver = await startReceiver();
    // This test is the only worker: the app's would take the events first.
    await server.app.ready();
    await server.app.webhookWorker.stop();
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('sends an event leased by an instance that died again, with the same webhook-id, once the lease runs out', async () => {
    const db = server.app.database.db;
    const ana = await createAccount(server.app);
    const endpoint = await insertEndpoint(db, { userId: ana.userId, url: receiver.url('/ana'), events: ['entry.added'], description: '', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    const mediaId = await createMedia(server.app, { title: 'Parable of the Sower', numPages: 345 });
    const added = await server.app.inject({ method: 'POST', url: `/api/v1/usermedias?mediaID=${mediaId}`, headers: ana.headers });
    expect(added.statusCode).toBe(201);

    // An instance leases the event, makes its message and dies before posting it.
    const dead = await leaseEntryEvents(db, 60_000);
    expect(dead?.messages.map((message) => message.event)).toEqual(['entry.added']);
    // While the lease lasts, no other instance takes it.
    expect(await leaseEntryEvents(db, 60_000)).toBeNull();

    await db.update(entryEvents).set({ lockedUntil: sql`now() - interval '1 second'` });
    const worker = createDeliveryWorker(db, { allowPrivate: true, leaseEvents: (leaseMs) => leaseEntryEvents(db, leaseMs), onDisabled: () => undefined, onError: (error) => { throw error; } });
    worker.start();
    await worker.drain();
    await worker.stop();

    const got = receiver.received.filter((request) => request.path === '/ana');
    expect(got.map((request) => request.headers['webhook-id'])).toEqual([messageIdOf(dead?.messages[0]?.key ?? '', endpoint.webhookId)]);
    expect(JSON.parse(got[0]?.body ?? '{}')).toMatchObject({ type: 'entry.added', data: { entry: { usermediaID: added.json<{ usermediaID: number }>().usermediaID } } });
    // Sent: the event is gone, and nothing was stored for it.
    expect(await db.select().from(entryEvents)).toEqual([]);
    expect(await db.select().from(webhookDeliveries)).toEqual([]);
  });
});
