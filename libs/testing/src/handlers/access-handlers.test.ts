import { AccessTokenSchema, CreatedTokenSchema, CreatedWebhookSchema, TOKEN_MESSAGES, WEBHOOK_MESSAGES, WebhookAttemptSchema, WebhookEndpointSchema } from '@shelfmark/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDb, resetMockDb } from '../db/mock-db';
import { makeToken } from '../token';
import { handlers } from './index';

const server = setupServer(...handlers);
const base = 'http://localhost/api/v1';
const as = (userId: number, role: 'user' | 'librarian' = 'user') => ({ Authorization: `Bearer ${makeToken({ userId, role })}`, 'Content-Type': 'application/json' });
const call = (path: string, method: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

describe('the mock tokens', () => {
  it('answer the secret once, list the token without it, and revoke it for its owner only', async () => {
    const created = CreatedTokenSchema.parse(await (await call('/tokens', 'POST', as(1), { name: 'Script', scopes: ['read', 'write'] })).json());
    expect(created.secret.startsWith(created.token.hint)).toBe(true);
    const list = AccessTokenSchema.array().parse(await (await call('/tokens', 'GET', as(1))).json());
    expect(list).toEqual([created.token]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect((await call(`/tokens/${created.token.tokenID}`, 'DELETE', as(2))).status).toBe(404);
    expect((await call(`/tokens/${created.token.tokenID}`, 'DELETE', as(1))).status).toBe(204);
    expect(mockDb.accessTokens).toEqual([]);
  });

  it('refuse an expiry that is not after today with the contract’s message', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await call('/tokens', 'POST', as(1), { name: 'Script', scopes: ['read'], expiresAt: today });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ message: TOKEN_MESSAGES.expiryInPast });
  });
});

describe('the mock webhooks', () => {
  it('keep staff events for staff, re-enable an endpoint and log a test event', async () => {
    const refused = await call('/webhooks', 'POST', as(1), { url: 'https://example.test/hook', events: ['mediarequest.created'] });
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toEqual({ message: WEBHOOK_MESSAGES.staffEvent });
    const created = CreatedWebhookSchema.parse(
      await (await call('/webhooks', 'POST', as(2, 'librarian'), { url: 'https://example.test/hook', events: ['mediarequest.created'] })).json(),
    );
    const id = created.endpoint.webhookID;
    Object.assign(mockDb.webhooks[0] ?? {}, { enabled: false, disabledReason: 'Failed 20 times in a row', failuresInARow: 20 });
    const enabled = WebhookEndpointSchema.parse(await (await call(`/webhooks/${id}`, 'PATCH', as(2, 'librarian'), { enabled: true })).json());
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null, failuresInARow: 0 });
    expect((await call(`/webhooks/${id}/test`, 'POST', as(2, 'librarian'))).status).toBe(202);
    const log = WebhookAttemptSchema.array().parse(await (await call(`/webhooks/${id}/deliveries`, 'GET', as(2, 'librarian'))).json());
    expect(log).toMatchObject([{ event: 'webhook.test', state: 'delivered', statusCode: 200 }]);
  });
});
