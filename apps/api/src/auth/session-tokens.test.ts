import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens, loadTokenSecret } from './session-tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';

describe('session tokens', () => {
  it('carry the user id first and the role second, then the session, iat and exp', async () => {
    const token = await createSessionTokens(secret).sign({ userId: 42, role: 'librarian' }, 'AAAAAAAAAAAAAAAAAAAAAA');
    const payload = decodeJwt(token);
    expect(Object.keys(payload)).toEqual(['sub', 'role', 'sid', 'iat', 'exp']);
    expect(payload).toMatchObject({ sub: '42', role: 'librarian', sid: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(payload.exp! - payload.iat!).toBe(7 * 24 * 3600);
    await expect(createSessionTokens(secret).verify(token)).resolves.toEqual({ userId: 42, role: 'librarian', sessionId: 'AAAAAAAAAAAAAAAAAAAAAA' });
  });

  it('read a token from before sessions were kept as naming none, and refuse a malformed session id', async () => {
    const tokens = createSessionTokens(secret);
    const older = await tokens.sign({ userId: 42, role: 'user' });
    expect(Object.keys(decodeJwt(older))).toEqual(['sub', 'role', 'iat', 'exp']);
    await expect(tokens.verify(older)).resolves.toEqual({ userId: 42, role: 'user', sessionId: null });
    const key = new TextEncoder().encode(secret);
    const strange = await new SignJWT({ sub: '42', role: 'user', sid: 'not a session id' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(key);
    await expect(tokens.verify(strange)).resolves.toBeNull();
  });

  it('refuse tokens signed with another key, expired, or with a strange payload', async () => {
    const tokens = createSessionTokens(secret);
    const other = await createSessionTokens(`${secret}-other`).sign({ userId: 1, role: 'admin' });
    const key = new TextEncoder().encode(secret);
    const expired = await new SignJWT({ sub: '1', role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(0).setExpirationTime(1).sign(key);
    const badRole = await new SignJWT({ sub: '1', role: 'owner' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(key);
    for (const token of [other, expired, badRole, 'not.a.token', '']) await expect(tokens.verify(token)).resolves.toBeNull();
  });

  it('remember a checked token only until it expires', async () => {
    const tokens = createSessionTokens(secret);
    const key = new TextEncoder().encode(secret);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ sub: '7', role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    await expect(tokens.verify(shortLived)).resolves.toEqual({ userId: 7, role: 'user', sessionId: null });
    await expect(tokens.verify(shortLived)).resolves.toEqual({ userId: 7, role: 'user', sessionId: null });
    vi.useFakeTimers({ now: (now + 60) * 1000 });
    try {
      await expect(tokens.verify(shortLived)).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
    // A token tampered with after one was remembered is still refused.
    await expect(tokens.verify(`${shortLived.slice(0, -2)}xx`)).resolves.toBeNull();
  });
});

describe('loadTokenSecret', () => {
  let dir: string | undefined;
  afterEach(async () => dir && rm(dir, { recursive: true, force: true }));

  it('uses the configured secret, else generates one once into the data folder', async () => {
    await expect(loadTokenSecret(secret, '/nowhere')).resolves.toBe(secret);
    dir = await mkdtemp(join(tmpdir(), 'shelfmark-secret-'));
    const first = await loadTokenSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    await expect(loadTokenSecret(undefined, dir)).resolves.toBe(first);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('keeps no file for a throwaway database', async () => {
    const [a, b] = await Promise.all([loadTokenSecret(undefined, 'memory://'), loadTokenSecret(undefined, 'memory://')]);
    expect(a).not.toBe(b);
  });
});
