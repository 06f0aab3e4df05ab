import { TOKEN_MESSAGES } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast } from '../accounts/testing/accounts';
import { accessTokens, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';
import { bearer, createPersonalToken, expireToken, revokeToken } from '../testing/personal-tokens';

const SHELF = '/api/v1/usermedias/library/page?library=recent&pageNumber=1&pageSize=10';

describe('personal access tokens as credentials', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('acts as its owner on the owner’s shelf, and records its last use and address', async () => {
    const usermediaId = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'A Wizard of Earthsea' }), 'currentlyReading');
    const token = await createPersonalToken(server.app, cast.owner, ['read', 'write']);
    const shelf = await call('GET', SHELF, token.headers);
    expect(shelf.statusCode).toBe(200);
    expect(shelf.body).toBe((await call('GET', SHELF, cast.owner.headers)).body);
    const done = await call('PATCH', `/api/v1/usermedias/${usermediaId}`, token.headers, { status: 'read' });
    expect(done.statusCode).toBe(200);
    const [listed] = (await call('GET', '/api/v1/tokens', cast.owner.headers)).json();
    expect(listed).toMatchObject({ tokenID: token.tokenId, lastUsed: expect.any(String), lastUsedFrom: '127.0.0.1' });
  });

  it('makes the calls of docs/api-scripting.md', async () => {
    const { owner } = await createCast(server.app);
    const token = await createPersonalToken(server.app, owner, ['read', 'write']);
    const reading = await shelve(server.app, owner, await createMedia(server.app, { title: 'The Tombs of Atuan' }), 'currentlyReading');
    await createMedia(server.app, { title: 'The Farthest Shore', isbn: '9780547773759' });
    const current = await call('GET', '/api/v1/usermedias/library/page/type?library=currentlyReading&type=book&sortBy=recent&asc=false&pageNumber=1&pageSize=20', token.headers);
    expect(current.json()).toEqual([expect.objectContaining({ usermediaID: reading, media: expect.objectContaining({ title: 'The Tombs of Atuan' }), progress: 0 })]);
    expect((await call('PATCH', `/api/v1/usermedias/${reading}`, token.headers, { status: 'read' })).json()).toMatchObject({ status: 'read' });
    expect((await call('PATCH', `/api/v1/usermedias/${reading}`, token.headers, { rating: 8 })).json()).toMatchObject({ rating: 8 });
    expect((await call('GET', '/api/v1/usermedias/library/page/total?library=read', token.headers)).json()).toBe(1);
    const read = await call('GET', '/api/v1/usermedias/library/page?library=read&sortBy=title&asc=true&pageNumber=1&pageSize=100', token.headers);
    expect(read.json()).toEqual([expect.objectContaining({ usermediaID: reading })]);
    const found = (await call('GET', '/api/v1/medias/by-external/isbn/9780547773759', token.headers)).json();
    const added = await call('POST', `/api/v1/usermedias?mediaID=${found.media.mediaID}&status=TBR`, token.headers);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'TBR' });
  });

  it('needs read to read and write to change anything, and says which scope is missing', async () => {
    const reader = await createPersonalToken(server.app, cast.owner, ['read']);
    const writer = await createPersonalToken(server.app, cast.owner, ['write']);
    expect((await call('GET', SHELF, reader.headers)).statusCode).toBe(200);
    const write = await call('POST', '/api/v1/tags?tagValue=scripted', reader.headers);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: TOKEN_MESSAGES.missingScope('write') });
    const read = await call('GET', SHELF, writer.headers);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: TOKEN_MESSAGES.missingScope('read') });
    expect((await call('POST', '/api/v1/tags?tagValue=scripted', writer.headers)).statusCode).toBe(201);
  });

  it('sees only its owner’s records: another user’s are absent', async () => {
    const usermediaId = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Tehanu' }));
    const others = await createPersonalToken(server.app, cast.other, ['read', 'write']);
    for (const [method, payload] of [['GET', undefined], ['PATCH', { rating: 3 }], ['DELETE', undefined]] as const) {
      expect((await call(method, `/api/v1/usermedias/${usermediaId}`, others.headers, payload)).statusCode).toBe(404);
    }
  });

  it('refuses an unknown, revoked or expired token with 401 and says which, on any route', async () => {
    const revoked = await createPersonalToken(server.app, cast.owner, ['read']);
    await revokeToken(server.app, cast.owner, revoked.tokenId);
    const expired = await createPersonalToken(server.app, cast.owner, ['read']);
    await expireToken(server.app, expired.tokenId);
    for (const [headers, message] of [
      [bearer('shm_not-a-token-anyone-was-given'), TOKEN_MESSAGES.unknownToken],
      [revoked.headers, TOKEN_MESSAGES.revoked],
      [expired.headers, TOKEN_MESSAGES.expired],
    ] as const) {
      for (const url of [SHELF, '/api/v1/health']) {
        const response = await call('GET', url, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message });
      }
    }
  });

  it('works through its last day', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const token = await createPersonalToken(server.app, cast.owner, ['read'], { expiresAt: tomorrow });
    expect((await call('GET', SHELF, token.headers)).statusCode).toBe(200);
  });

  it.each([`${SHELF}&access_token=abc`, '/api/v1/tags?token=abc', '/api/v1/health?key=shm_abcdef', '/api/v1/tags?x=1&x=shm_abcdef'])(
    'refuses a credential in the query string: %s',
    async (url) => {
      const response = await call('GET', url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: TOKEN_MESSAGES.inQuery });
    },
  );

  it('never makes a session-only call, whatever its scopes', async () => {
    const token = await createPersonalToken(server.app, cast.owner, ['read', 'write']);
    const calls = [
      ['POST', '/api/v1/sessions', { username: cast.owner.username, password: 'anything at all' }],
      ['POST', '/api/v1/users/passwordreset', undefined],
      ['PATCH', '/api/v1/users/passwordreset/some-reset-token', { password: 'a brand new passphrase' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, token.headers, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: TOKEN_MESSAGES.sessionOnly });
    }
  });

  it('carries the owner’s current role: a demoted admin’s token loses admin powers at once', async () => {
    const admin = cast.admin;
    const restricted = await createMedia(server.app, { title: 'Restricted Film', type: 'movie', restricted: true });
    const token = await createPersonalToken(server.app, admin, ['read']);
    expect((await call('GET', '/api/v1/bugreports', token.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/medias/${restricted}`, token.headers)).statusCode).toBe(200);
    // As the CLI's set-role does it, straight in the database.
    await server.app.database.db.update(users).set({ role: 'user' }).where(eq(users.userId, admin.userId));
    expect((await call('GET', '/api/v1/bugreports', token.headers)).statusCode).toBe(403);
    // PostgreSQL tells the instance's listener a moment after the update commits; PGlite before it returns.
    await expect.poll(async () => (await call('GET', `/api/v1/medias/${restricted}`, token.headers)).statusCode).toBe(404);
    await server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.userId, admin.userId));
  });

  it('is refused once revoked elsewhere (another instance, or straight in the database), though this instance knew it', async () => {
    const token = await createPersonalToken(server.app, cast.owner, ['read']);
    expect((await call('GET', SHELF, token.headers)).statusCode).toBe(200);
    await server.app.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.tokenId, token.tokenId));
    await expect.poll(async () => (await call('GET', SHELF, token.headers)).json()).toEqual({ message: TOKEN_MESSAGES.revoked });
  });

  it('is refused at once after its revocation through the API', async () => {
    const token = await createPersonalToken(server.app, cast.owner, ['read']);
    expect((await call('GET', SHELF, token.headers)).statusCode).toBe(200);
    await revokeToken(server.app, cast.owner, token.tokenId);
    expect((await call('GET', SHELF, token.headers)).statusCode).toBe(401);
  });

  it('leaves the browser’s session as it was', async () => {
    expect((await call('GET', SHELF, cast.owner.headers)).statusCode).toBe(200);
    expect((await call('GET', SHELF, bearer('not.a.session'))).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/bugreports', cast.owner.headers)).statusCode).toBe(403);
  });
});

describe('the per-token rate limit', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ TOKEN_RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past the limit, counting each token apart', async () => {
    const { owner } = await createCast(server.app);
    const first = await createPersonalToken(server.app, owner, ['read']);
    const second = await createPersonalToken(server.app, owner, ['read']);
    for (let i = 0; i < 3; i++) expect((await server.app.inject({ url: '/api/v1/tags', headers: first.headers })).statusCode).toBe(200);
    const limited = await server.app.inject({ url: '/api/v1/tags', headers: first.headers });
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ message: TOKEN_MESSAGES.rateLimited(seconds) });
    expect((await server.app.inject({ url: '/api/v1/tags', headers: second.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/v1/tags', headers: owner.headers })).statusCode).toBe(200);
  });
});
