import { MAX_TOKENS_PER_USER, TOKEN_MESSAGES } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createPersonalToken } from '../testing/personal-tokens';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('personal access tokens (the owner’s side)', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('creates a token whose secret is shown once, then lists it without the secret, newest first', async () => {
    const created = await call('POST', '/tokens', cast.owner.headers, { name: '  Home Assistant  ', scopes: ['read'], expiresAt: inDays(30) });
    expect(created.statusCode).toBe(201);
    const { token, secret } = created.json();
    expect(secret).toMatch(/^shm_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      tokenID: expect.any(Number),
      name: 'Home Assistant',
      scopes: ['read'],
      hint: secret.slice(0, 8),
      created: expect.any(String),
      expiresAt: inDays(30),
      lastUsed: null,
      lastUsedFrom: null,
    });
    const second = (await call('POST', '/tokens', cast.owner.headers, { name: 'Shortcut', scopes: ['write', 'read'] })).json();
    expect(second.token).toMatchObject({ scopes: ['read', 'write'], expiresAt: null });
    const listed = await call('GET', '/tokens', cast.owner.headers);
    expect(listed.json().map((each: { tokenID: number }) => each.tokenID)).toEqual([second.token.tokenID, token.tokenID]);
    expect(listed.body).not.toContain(secret.slice(8));
    expect((await call('GET', '/tokens', cast.other.headers)).json()).toEqual([]);
  });

  it.each([
    [{ name: ' ', scopes: ['read'] }, TOKEN_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101), scopes: ['read'] }, TOKEN_MESSAGES.nameTooLong],
    [{ name: 'Script', scopes: [] }, TOKEN_MESSAGES.scopeRequired],
    [{ name: 'Script', scopes: ['admin'] }, undefined],
    [{ name: 'Script', scopes: ['read'], expiresAt: inDays(0) }, TOKEN_MESSAGES.expiryInPast],
    [{ name: 'Script', scopes: ['read'], expiresAt: '2001-01-01' }, TOKEN_MESSAGES.expiryInPast],
    [{ name: 'Script', scopes: ['read'], expiresAt: 'tomorrow' }, undefined],
    [{ name: 'Script', scopes: ['read'], userID: 1 }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const response = await call('POST', '/tokens', cast.owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: message ?? expect.any(String) });
  });

  it(`holds at most ${MAX_TOKENS_PER_USER} live tokens a user; a revoked one makes room`, async () => {
    const account = cast.librarian;
    const made = [];
    for (let i = 0; i < MAX_TOKENS_PER_USER; i++) made.push(await createPersonalToken(server.app, account, ['read']));
    const refused = await call('POST', '/tokens', account.headers, { name: 'One too many', scopes: ['read'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOKEN_MESSAGES.tooMany });
    expect((await call('DELETE', `/tokens/${made[0]?.tokenId}`, account.headers)).statusCode).toBe(204);
    expect((await call('POST', '/tokens', account.headers, { name: 'Room now', scopes: ['read'] })).statusCode).toBe(201);
  });

  it('revokes only the caller’s own token; another user’s is absent', async () => {
    const token = await createPersonalToken(server.app, cast.owner, ['write']);
    for (const account of [cast.other, cast.admin]) {
      const response = await call('DELETE', `/tokens/${token.tokenId}`, account.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: TOKEN_MESSAGES.notFound });
    }
    expect((await call('GET', '/tokens', token.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/tokens/${token.tokenId}`, cast.owner.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/tokens/${token.tokenId}`, cast.owner.headers)).json()).toEqual({ message: TOKEN_MESSAGES.notFound });
    expect((await call('GET', '/tokens', cast.owner.headers)).json().map((each: { tokenID: number }) => each.tokenID)).not.toContain(token.tokenId);
    expect((await call('DELETE', '/tokens/abc', cast.owner.headers)).statusCode).toBe(400);
  });

  it('refuses every token call made with a token, whatever its scopes', async () => {
    const token = await createPersonalToken(server.app, cast.owner, ['read', 'write']);
    for (const [method, url, payload] of [
      ['GET', '/tokens', undefined],
      ['POST', '/tokens', { name: 'Minted', scopes: ['read'] }],
      ['DELETE', `/tokens/${token.tokenId}`, undefined],
    ] as const) {
      const response = await call(method, url, token.headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: TOKEN_MESSAGES.sessionOnly });
    }
    expect((await call('GET', '/tokens', {})).statusCode).toBe(401);
  });
});
