import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets, users } from '../db/schema';
import { type Account, createAccount, TEST_PASSWORD } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const SECRET = 'a test secret that is long enough for HS256 signing';
const key = new TextEncoder().encode(SECRET);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sessions and accounts', () => {
  let server: TestApp;
  let user: Account;

  const get = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  const verification = async (token?: string) => (await get('/users/verification', token)).json() as boolean;

  beforeAll(async () => {
    server = await buildTestApp({ JWT_SECRET: SECRET, PUBLIC_URL: 'http://localhost:3000' });
    user = await createAccount(server.app, 'user');
  });
  afterAll(() => server.close());

  describe('session tokens', () => {
    it('accepts the genuine token', async () => {
      expect(await verification(user.token)).toBe(true);
      expect((await get(`/users/${user.userId}`, user.token)).statusCode).toBe(200);
    });

    it('rejects a token whose payload was changed to another role or user', async () => {
      const [header, payload, signature] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
      for (const changed of [{ ...claims, role: 'admin' }, { ...claims, sub: String(user.userId + 1) }, { ...claims, exp: 9_999_999_999 }]) {
        const forged = `${header}.${base64url(changed)}.${signature}`;
        expect(await verification(forged)).toBe(false);
        expect((await get('/bugreports', forged)).statusCode).toBe(401);
        expect((await get(`/users/${user.userId}`, forged)).statusCode).toBe(401);
      }
    });

    it('rejects unsigned tokens, other algorithms, other secrets and expired tokens', async () => {
      const claims = { sub: String(user.userId), role: 'admin' };
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 9_999_999_999 })}.`;
      const otherSecret = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(`${SECRET}!`));
      const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key);
      const expired = await new SignJWT({ sub: String(user.userId), role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86_400)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key);
      const noExpiry = await new SignJWT({ sub: String(user.userId), role: 'user' }).setProtectedHeader({ alg: 'HS256' }).sign(key);
      for (const token of [unsigned, otherSecret, hs512, expired, 'not.a.token', `${user.token}x`]) {
        expect(await verification(token)).toBe(false);
        expect((await get(`/users/${user.userId}`, token)).statusCode).toBe(401);
      }
      // A token without an expiry was never issued by this server; it is no session either.
      expect((await get(`/users/${user.userId}`, noExpiry)).statusCode).toBe(401);
    });

    it('issues tokens that expire in seven days', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: user.username, password: TEST_PASSWORD } });
      const { iat, exp } = JSON.parse(Buffer.from(response.json<{ token: string }>().token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
      expect(exp - iat).toBe(7 * 86_400);
    });

    it('takes a demotion into account at once on role-only calls, and verification answers false', async () => {
      const admin = await createAccount(server.app, 'admin');
      const otherAdmin = await createAccount(server.app, 'admin');
      expect((await get('/bugreports', admin.token)).statusCode).toBe(200);
      // Through the admin screen's call, which answers once every instance has heard of the change
      // (a change made straight in the database reaches them when its notification arrives).
      const demoted = await server.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${admin.userId}`, headers: otherAdmin.headers, payload: { role: 'user' } });
      expect(demoted.statusCode).toBe(200);
      expect((await get('/bugreports', admin.token)).statusCode).toBe(403);
      expect(await verification(admin.token)).toBe(false);
    });

    it('stops a deleted account’s token', async () => {
      const gone = await createAccount(server.app, 'librarian');
      await server.app.database.db.delete(users).where(eq(users.userId, gone.userId));
      expect(await verification(gone.token)).toBe(false);
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/creators', headers: gone.headers, payload: { name: 'X', first: null, last: '' } })).statusCode).toBe(401);
    });
  });

  describe('password-reset tokens', () => {
    const requestReset = (email: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/users/passwordreset', headers: { 'content-type': 'text/plain' }, payload: email });
    const mailedTokens = async (email: string) => {
      await server.app.mailer.drain();
      const mails = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      return mails.map((mail) => /passwordreset\/([\w-]+)/.exec(mail.body)?.[1] ?? '');
    };
    const resetsOf = (account: Account) => server.app.database.db.select().from(passwordResets).where(eq(passwordResets.userId, account.userId));
    const setPassword = (token: string) => server.app.inject({ method: 'PATCH', url: `/api/v1/users/passwordreset/${token}`, payload: { password: 'another long passphrase' } });

    it('are 256 random bits, stored only as their SHA-256', async () => {
      const account = await createAccount(server.app);
      await requestReset(account.email);
      await requestReset(account.email);
      const tokens = await mailedTokens(account.email);
      expect(tokens).toHaveLength(2);
      expect(new Set(tokens).size).toBe(2);
      for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = (await resetsOf(account)).map((row) => row.tokenHash).sort();
      expect(stored).toEqual(tokens.map((token) => createHash('sha256').update(token).digest('hex')).sort());
      expect(stored.some((hash) => tokens.includes(hash))).toBe(false);
    });

    it('work once, and using one spends the others', async () => {
      const account = await createAccount(server.app);
      await requestReset(account.email);
      await requestReset(account.email);
      const [first, second] = await mailedTokens(account.email);
      expect((await setPassword(first ?? '')).statusCode).toBe(204);
      for (const token of [first, second]) {
        expect((await get(`/users/passwordreset/${token}`)).json()).toBe(false);
        expect((await setPassword(token ?? '')).json()).toEqual({ message: 'Invalid request' });
      }
    });

    it('expire after an hour', async () => {
      const account = await createAccount(server.app);
      await requestReset(account.email);
      const [token] = await mailedTokens(account.email);
      await server.app.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResets.userId, account.userId));
      expect((await get(`/users/passwordreset/${token}`)).json()).toBe(false);
      expect((await setPassword(token ?? '')).statusCode).toBe(400);
      const [row] = await resetsOf(account);
      expect(row?.usedAt).toBeNull();
    });
  });

  describe('no account enumeration', () => {
    const signIn = (username: string, password: string) => server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username, password } });

    it('answers an unknown username and a wrong password alike, in comparable time', async () => {
      const unknown = await signIn('nobody_at_all', 'some wrong password');
      const wrong = await signIn(user.username, 'some wrong password');
      expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
      // Without the dummy hash an unknown name would answer in a millisecond; scrypt takes tens.
      const time = async (username: string) => {
        const started = performance.now();
        await signIn(username, 'some wrong password');
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const unknownTimes = [];
      const knownTimes = [];
      for (let i = 0; i < 5; i++) {
        unknownTimes.push(await time(`nobody_${i}`));
        knownTimes.push(await time(user.username));
      }
      expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.5);
    });

    it('answers reset requests alike for known and unknown emails', async () => {
      const known = await server.app.inject({ method: 'POST', url: '/api/v1/users/passwordreset', headers: { 'content-type': 'text/plain' }, payload: user.email });
      const unknown = await server.app.inject({ method: 'POST', url: '/api/v1/users/passwordreset', headers: { 'content-type': 'text/plain' }, payload: 'nobody@example.com' });
      expect([known.statusCode, known.body, known.headers['content-length']]).toEqual([unknown.statusCode, unknown.body, unknown.headers['content-length']]);
    });

    it('tells at registration only that a username is taken, not that an email is', async () => {
      const register = (username: string, email: string) =>
        server.app.inject({ method: 'POST', url: '/api/v1/users', payload: { username, email, password: TEST_PASSWORD } });
      expect((await register(user.username.toUpperCase(), 'fresh@example.com')).json()).toEqual({ message: 'Username already taken' });
      expect((await register('someone_new_here', user.email)).statusCode).toBe(201);
    });

    it('never answers a password hash', async () => {
      const profile = await get(`/users/${user.userId}`, user.token);
      expect(Object.keys(profile.json<object>()).sort()).toEqual(['email', 'role', 'userID', 'username']);
    });
  });
});
