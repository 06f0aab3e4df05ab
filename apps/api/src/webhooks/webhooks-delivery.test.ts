import { type CreatedWebhook, WEBHOOK_FAILURE_LIMIT, WEBHOOK_LOG_SIZE, type WebhookAttempt, type WebhookEndpoint } from '@shelfmark/contract';
import { count, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { entryEvents, mailOutbox, webhookAttempts, webhookDeliveries } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { type Receiver, signedHeaders, startReceiver } from './testing/receiver';

describe('webhook deliveries', () => {
  let server: TestApp;
  let receiver: Receiver;
  let user: Account;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  // Each test's endpoint has its own path: a retry left over from an earlier test does not count here.
  const path = () => `/hook-${user.userId}`;
  const received = () => receiver.received.filter((got) => got.path === path());
  const newEndpoint = async () => (await call('POST', '/webhooks', { url: receiver.url(path()), events: ['entry.added'] })).json<CreatedWebhook>();
  const sendTest = async (webhookId: number) => expect((await call('POST', `/webhooks/${webhookId}/test`)).statusCode).toBe(202);
  const log = async (webhookId: number) => (await call('GET', `/webhooks/${webhookId}/deliveries`)).json<WebhookAttempt[]>();
  const drain = () => server.app.webhookWorker.drain();
  /** Skips the backoff wait: the endpoint's waiting deliveries are due now. */
  const retryNow = async (webhookId: number) => {
    await server.app.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.webhookId, webhookId));
    await drain();
  };

  beforeAll(async () => {
    server = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    receiver = await startReceiver();
  });
  beforeEach(async () => {
    user = await createAccount(server.app);
        receiver.answerWith((_, reply) => void reply.writeHead(204).end());
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('sends a test event, signed, logged as delivered', async () => {
    const { endpoint, secret } = await newEndpoint();
    await sendTest(endpoint.webhookID);
    await drain();
    const [got] = received();
    if (!got) throw new Error('nothing received');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/^Shelfmark/);
    expect(got.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(new Webhook(secret).verify(got.body, signedHeaders(got))).toMatchObject({ type: 'webhook.test', data: { webhookID: endpoint.webhookID } });
    expect(await log(endpoint.webhookID)).toEqual([
      { messageID: got.headers['webhook-id'], event: 'webhook.test', attempt: 1, at: expect.any(String), statusCode: 204, latencyMs: expect.any(Number), excerpt: '', state: 'delivered', nextAttempt: null },
    ]);
    expect(await server.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, endpoint.webhookID))).toEqual([]);
  });

  it('retries a receiver that fails three times, with one webhook-id, until it answers 2xx', async () => {
    let calls = 0;
    receiver.answerWith((_, reply) => void (++calls <= 3 ? reply.writeHead(503).end('down for maintenance') : reply.writeHead(200).end('ok')));
    const { endpoint, secret } = await newEndpoint();
    await sendTest(endpoint.webhookID);
    await drain();
    for (let retry = 0; retry < 3; retry++) await retryNow(endpoint.webhookID);
    expect(received()).toHaveLength(4);
    expect(new Set(received().map((got) => got.headers['webhook-id'])).size).toBe(1);
    for (const got of received()) expect(() => new Webhook(secret).verify(got.body, signedHeaders(got))).not.toThrow();
    const attempts = await log(endpoint.webhookID);
    expect(attempts.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.state, attempt.excerpt])).toEqual([
      [4, 200, 'delivered', 'ok'],
      [3, 503, 'pending', 'down for maintenance'],
      [2, 503, 'pending', 'down for maintenance'],
      [1, 503, 'pending', 'down for maintenance'],
    ]);
    // The first retry comes about 5 seconds later, the next about 5 minutes, with a tenth of jitter.
    const [, , second, first] = attempts;
    expect(Date.parse(first?.nextAttempt ?? '') - Date.parse(first?.at ?? '')).toBeGreaterThanOrEqual(4500);
    expect(Date.parse(second?.nextAttempt ?? '') - Date.parse(second?.at ?? '')).toBeGreaterThanOrEqual(270_000);
    const [endpointNow] = (await call('GET', '/webhooks')).json<WebhookEndpoint[]>();
    expect(endpointNow?.failuresInARow).toBe(0);
  });

  it('stores an entry event only when its first attempt fails, and retries it with its webhook-id and its body', async () => {
    let calls = 0;
    receiver.answerWith((_, reply) => void (++calls === 1 ? reply.writeHead(503).end('busy') : reply.writeHead(204).end()));
    const { endpoint } = await newEndpoint();
    const mediaId = await createMedia(server.app, { title: 'Kindred', numPages: 264 });
    expect((await call('POST', `/usermedias?mediaID=${mediaId}`)).statusCode).toBe(201);
    await drain();
    const stored = await server.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, endpoint.webhookID));
    expect(stored).toMatchObject([{ event: 'entry.added', attempt: 1, messageId: received()[0]?.headers['webhook-id'] }]);
    await retryNow(endpoint.webhookID);
    const [first, retried] = received();
    expect(retried?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(retried?.body).toBe(first?.body);
    expect((await log(endpoint.webhookID)).map((attempt) => [attempt.attempt, attempt.state])).toEqual([
      [2, 'delivered'],
      [1, 'pending'],
    ]);
    expect(await server.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, endpoint.webhookID))).toEqual([]);
    expect(await server.app.database.db.select().from(entryEvents)).toEqual([]);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    receiver.answerWith((_, reply) => void reply.writeHead(302, { location: receiver.url('/elsewhere') }).end());
    const { endpoint } = await newEndpoint();
    await sendTest(endpoint.webhookID);
    await drain();
    expect(received()).toHaveLength(1);
    expect(receiver.received.filter((got) => got.path === '/elsewhere')).toEqual([]);
    expect(await log(endpoint.webhookID)).toMatchObject([{ statusCode: 302, state: 'pending' }]);
  });

  it(`disables an endpoint after ${WEBHOOK_FAILURE_LIMIT} failures in a row and mails its owner`, async () => {
    receiver.answerWith((_, reply) => void reply.writeHead(500).end('boom'));
    const { endpoint } = await newEndpoint();
    for (let n = 0; n < WEBHOOK_FAILURE_LIMIT; n++) await sendTest(endpoint.webhookID);
    await drain();
    const [disabled] = (await call('GET', '/webhooks')).json<WebhookEndpoint[]>();
    expect(disabled).toMatchObject({ enabled: false, failuresInARow: WEBHOOK_FAILURE_LIMIT, disabledReason: expect.stringContaining('status 500') });
    await server.app.mailer.drain();
    const mails = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(receiver.url(path()));
    // A disabled endpoint's deliveries wait: nothing more is sent until it is turned back on.
    await retryNow(endpoint.webhookID);
    expect(received()).toHaveLength(WEBHOOK_FAILURE_LIMIT);
    receiver.answerWith((_, reply) => void reply.writeHead(204).end());
    await call('PATCH', `/webhooks/${endpoint.webhookID}`, { enabled: true });
    await retryNow(endpoint.webhookID);
    expect(received()).toHaveLength(2 * WEBHOOK_FAILURE_LIMIT);
    expect((await call('GET', '/webhooks')).json<WebhookEndpoint[]>()[0]).toMatchObject({ enabled: true, failuresInARow: 0, disabledReason: null });
  });

  it(`shows the last ${WEBHOOK_LOG_SIZE} attempts of an endpoint, and keeps at most twice that`, async () => {
    const { endpoint } = await newEndpoint();
    const stored = async () => (await server.app.database.db.select({ n: count() }).from(webhookAttempts).where(eq(webhookAttempts.webhookId, endpoint.webhookID)))[0]?.n;
    for (let n = 0; n < WEBHOOK_LOG_SIZE + 5; n++) await sendTest(endpoint.webhookID);
    await drain();
    expect(received()).toHaveLength(WEBHOOK_LOG_SIZE + 5);
    const attempts = await log(endpoint.webhookID);
    expect(attempts).toHaveLength(WEBHOOK_LOG_SIZE);
    const sent = new Set(received().map((got) => String(got.headers['webhook-id'])));
    expect(new Set(attempts.map((attempt) => attempt.messageID)).size).toBe(WEBHOOK_LOG_SIZE);
    for (const attempt of attempts) expect(sent.has(attempt.messageID)).toBe(true);
    // Trimmed back to the last WEBHOOK_LOG_SIZE once it holds twice that.
    expect(await stored()).toBe(WEBHOOK_LOG_SIZE + 5);
    for (let n = 0; n < WEBHOOK_LOG_SIZE; n++) await sendTest(endpoint.webhookID);
    await drain();
    expect(await stored()).toBeLessThanOrEqual(2 * WEBHOOK_LOG_SIZE);
    expect(await stored()).toBeGreaterThanOrEqual(WEBHOOK_LOG_SIZE);
    expect(await log(endpoint.webhookID)).toHaveLength(WEBHOOK_LOG_SIZE);
  });
});
