import { type CreatedWebhook, MAX_WEBHOOKS_PER_USER, WEBHOOK_MESSAGES, type WebhookAttempt, type WebhookEndpoint } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { webhookEndpoints } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { type Receiver, startReceiver } from './testing/receiver';

/** A public address given as an IP literal, so creating needs no DNS; nothing is delivered to it in these tests. */
const PUBLIC_URL = 'http://93.184.215.14/hook';

describe('webhook endpoints (private networks refused, the default)', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const create = (account: Account, body: object) => call('POST', '/webhooks', account, { url: PUBLIC_URL, events: ['entry.added'], ...body });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('creates an endpoint and shows its secret once', async () => {
    const response = await create(cast.owner, { events: ['entry.added', 'entry.rated', 'entry.added'], description: ' Home Assistant ' });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedWebhook>();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.endpoint).toEqual({
      webhookID: expect.any(Number),
      url: PUBLIC_URL,
      events: ['entry.added', 'entry.rated'],
      description: 'Home Assistant',
      enabled: true,
      disabledReason: null,
      failuresInARow: 0,
      created: expect.any(String),
    });
    const listed = (await call('GET', '/webhooks', cast.owner)).json<WebhookEndpoint[]>();
    expect(listed).toEqual([created.endpoint]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
  });

  it.each([
    ['ftp://example.com/hook', WEBHOOK_MESSAGES.urlInvalid],
    ['not a url', WEBHOOK_MESSAGES.urlInvalid],
    ['http://127.0.0.1:8123/api/webhook/x', WEBHOOK_MESSAGES.urlRefused],
    ['http://localhost/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://10.0.0.8/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://192.168.1.20/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlRefused],
    ['http://100.64.0.1/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://0.0.0.0/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://[::1]/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://[fd00::1]/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://[fe80::1]/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://[::ffff:10.0.0.1]/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://2130706433/hook', WEBHOOK_MESSAGES.urlRefused],
    ['http://no-such-host.invalid/hook', WEBHOOK_MESSAGES.urlUnresolvable],
  ])('refuses %s', async (url, message) => {
    const response = await create(cast.other, { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an endpoint without events, and media request events to a plain user', async () => {
    expect((await create(cast.other, { events: [] })).json()).toEqual({ message: WEBHOOK_MESSAGES.eventRequired });
    const staffOnly = await create(cast.other, { events: ['entry.added', 'mediarequest.created'] });
    expect(staffOnly.statusCode).toBe(400);
    expect(staffOnly.json()).toEqual({ message: WEBHOOK_MESSAGES.staffEvent });
    expect((await create(cast.librarian, { events: ['mediarequest.created'] })).statusCode).toBe(201);
    const id = (await create(cast.other, {})).json<CreatedWebhook>().endpoint.webhookID;
    expect((await call('PATCH', `/webhooks/${id}`, cast.other, { events: ['mediarequest.closed'] })).json()).toEqual({ message: WEBHOOK_MESSAGES.staffEvent });
    expect((await call('PATCH', `/webhooks/${id}`, cast.other, { url: 'http://127.0.0.1/' })).json()).toEqual({ message: WEBHOOK_MESSAGES.urlRefused });
  });

  it(`allows at most ${MAX_WEBHOOKS_PER_USER} endpoints`, async () => {
    const account = cast.admin;
    for (let n = 0; n < MAX_WEBHOOKS_PER_USER; n++) expect((await create(account, {})).statusCode).toBe(201);
    const refused = await create(account, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: WEBHOOK_MESSAGES.tooMany });
  });

  it("answers another user's endpoint as absent", async () => {
    const id = (await create(cast.owner, {})).json<CreatedWebhook>().endpoint.webhookID;
    for (const [method, url, body] of [
      ['PATCH', `/webhooks/${id}`, { description: 'mine now' }],
      ['DELETE', `/webhooks/${id}`, undefined],
      ['GET', `/webhooks/${id}/deliveries`, undefined],
      ['POST', `/webhooks/${id}/test`, undefined],
    ] as const) {
      const response = await call(method, url, cast.other, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: WEBHOOK_MESSAGES.notFound });
    }
    expect((await call('DELETE', `/webhooks/${id}`, cast.owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/webhooks/${id}`, cast.owner)).statusCode).toBe(404);
  });

  it('changes an endpoint; turning it off and on clears its failures', async () => {
    const id = (await create(cast.owner, {})).json<CreatedWebhook>().endpoint.webhookID;
    await server.app.database.db
      .update(webhookEndpoints)
      .set({ enabled: false, failuresInARow: 20, disabledReason: 'Disabled after 20 failed deliveries in a row' })
      .where(eq(webhookEndpoints.webhookId, id));
    const changed = await call('PATCH', `/webhooks/${id}`, cast.owner, { enabled: true, events: ['entry.removed'], description: 'phone' });
    expect(changed.json()).toMatchObject({ enabled: true, failuresInARow: 0, disabledReason: null, events: ['entry.removed'], description: 'phone' });
    expect((await call('PATCH', `/webhooks/${id}`, cast.owner, { enabled: false })).json()).toMatchObject({ enabled: false, disabledReason: null });
    expect((await call('PATCH', `/webhooks/${id}`, cast.owner, { secret: 'x' })).statusCode).toBe(400);
  });

  describe('at delivery time', () => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver.close());

    it.each([
      ['an address that became private (DNS rebinding)', (port: string) => `http://localhost:${port}/hook`],
      ['a private IP literal', (port: string) => `http://127.0.0.1:${port}/hook`],
    ])('refuses %s and logs why', async (_, urlOf) => {
      const id = (await create(cast.owner, {})).json<CreatedWebhook>().endpoint.webhookID;
      const port = new URL(receiver.url()).port;
      await server.app.database.db.update(webhookEndpoints).set({ url: urlOf(port) }).where(eq(webhookEndpoints.webhookId, id));
      expect((await call('POST', `/webhooks/${id}/test`, cast.owner)).statusCode).toBe(202);
      await server.app.webhookWorker.drain();
      expect(receiver.received).toEqual([]);
      const [attempt] = (await call('GET', `/webhooks/${id}/deliveries`, cast.owner)).json<WebhookAttempt[]>();
      expect(attempt).toMatchObject({ event: 'webhook.test', attempt: 1, statusCode: null, state: 'pending', excerpt: expect.stringMatching(/^Refused: (127\.0\.0\.1|::1) is in a private network/) });
    });
  });
});
