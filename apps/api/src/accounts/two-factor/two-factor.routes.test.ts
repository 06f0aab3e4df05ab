import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD, type Account } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createPersonalToken } from '../../testing/personal-tokens';
import { twoFactor } from '../../db/schema';
import { createSecretBox } from './secret-box';

const STEP_MS = 30_000;
const codeOf = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

describe('two-factor sign-in', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, account: Account | null, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });
  const signIn = (username: string, code?: string) => call('POST', '/sessions', null, { username, password: TEST_PASSWORD, ...(code === undefined ? {} : { code }) });

  /** Sets two-factor sign-in up and on for the account: its secret and recovery codes. */
  async function turnOn(account: Account) {
    const setup = await call('POST', '/two-factor/setup', account);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await call('POST', '/two-factor/confirm', account, { code: codeOf(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  it('sets up a secret with its otpauth URI and QR code, not asked at sign-in until confirmed', async () => {
    const account = await createAccount(server.app);
    const setup = await call('POST', '/two-factor/setup', account);
    const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Shelfmark:${account.username}?issuer=Shelfmark&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await call('GET', '/two-factor', account)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(account.username)).statusCode).toBe(200);
    // The secret is kept sealed, not as the app shows it.
    const [row] = await server.app.database.db.select({ stored: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, account.userId));
    expect(row?.stored).toMatch(/^v1\./);
    expect(row?.stored).not.toContain(secret);
  });

  it('confirms with a code, answers ten recovery codes once, then asks for a code after the password', async () => {
    const account = await createAccount(server.app);
    const { secret, recoveryCodes } = await turnOn(account);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await call('GET', '/two-factor', account)).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call('POST', '/two-factor/setup', account)).statusCode).toBe(409);
    expect((await call('POST', '/two-factor/confirm', account, { code: codeOf(secret) })).statusCode).toBe(409);

    const withoutCode = await signIn(account.username);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({ message: 'Enter the code from your authenticator app', secondFactor: 'required' });
    // A wrong password says nothing of a second factor.
    const wrongPassword = await call('POST', '/sessions', null, { username: account.username, password: 'not the password at all', code: codeOf(secret) });
    expect(wrongPassword.json()).toEqual({ message: 'Failed to log in, please try again' });

    // The confirming code's step is taken: the next step's code signs in, once.
    const next = codeOf(secret, Date.now() + STEP_MS);
    const signedIn = await signIn(account.username, next.replace(/^(\d{3})/, '$1 '));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String) });
    const replayed = await signIn(account.username, next);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: 'Wrong code, try again', secondFactor: 'required' });
    // An older code than the last one taken is refused too.
    expect((await signIn(account.username, codeOf(secret))).statusCode).toBe(401);
  });

  it('signs in with each recovery code once, in any letter case and without its dashes', async () => {
    const account = await createAccount(server.app);
    const { recoveryCodes } = await turnOn(account);
    const [first = '', second = ''] = recoveryCodes;
    expect((await signIn(account.username, first)).statusCode).toBe(200);
    expect((await signIn(account.username, first)).json()).toEqual({ message: 'Wrong code, try again', secondFactor: 'required' });
    expect((await signIn(account.username, second.replaceAll('-', '').toUpperCase())).statusCode).toBe(200);
    expect((await call('GET', '/two-factor', account)).json()).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    expect((await signIn(account.username, 'abcd-efgh-jkmn-pqrs')).statusCode).toBe(401);
  });

  it('refuses a wrong code at confirmation with a 400, and a confirmation with nothing set up', async () => {
    const account = await createAccount(server.app);
    expect((await call('POST', '/two-factor/confirm', account, { code: '123456' })).json()).toEqual({ message: 'Set up two-factor sign-in first' });
    const { secret } = (await call('POST', '/two-factor/setup', account)).json<{ secret: string }>();
    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const answer = await call('POST', '/two-factor/confirm', account, { code: wrong });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'Wrong code, try again' });
    expect((await call('POST', '/two-factor/confirm', account, { code: 'abc' })).json()).toEqual({ message: 'Enter the 6-digit code or a recovery code' });
    expect((await call('POST', '/two-factor/confirm', account, { code: '' })).statusCode).toBe(400);
  });

  it('turns off with the current password only', async () => {
    const account = await createAccount(server.app);
    await turnOn(account);
    const wrong = await call('DELETE', '/two-factor', account, { password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Wrong password' });
    expect((await call('DELETE', '/two-factor', account, {})).statusCode).toBe(400);
    expect((await call('GET', '/two-factor', account)).json()).toMatchObject({ enabled: true });
    expect((await call('DELETE', '/two-factor', account, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await call('GET', '/two-factor', account)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(account.username)).statusCode).toBe(200);
    // Set up again: a new secret.
    expect((await call('POST', '/two-factor/setup', account)).statusCode).toBe(200);
  });

  it('lets the admin remove a user’s second factor; others are refused, an unknown user is 404', async () => {
    const [admin, librarian, user] = [await createAccount(server.app, 'admin'), await createAccount(server.app, 'librarian'), await createAccount(server.app)];
    await turnOn(user);
    const url = `/admin/users/${user.userId}/two-factor`;
    expect((await call('DELETE', url, null)).statusCode).toBe(401);
    expect((await call('DELETE', url, user)).statusCode).toBe(403);
    expect((await call('DELETE', url, librarian)).statusCode).toBe(403);
    expect((await signIn(user.username)).statusCode).toBe(401);
    const removed = await call('DELETE', url, admin);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await signIn(user.username)).statusCode).toBe(200);
    expect((await call('DELETE', url, admin)).statusCode).toBe(204);
    expect((await call('DELETE', '/admin/users/2000000000/two-factor', admin)).json()).toEqual({ message: 'User not found' });
    expect((await call('DELETE', '/admin/users/abc/two-factor', admin)).statusCode).toBe(400);
  });

  it('is refused to personal access tokens', async () => {
    const account = await createAccount(server.app);
    const { headers } = await createPersonalToken(server.app, account, ['read', 'write']);
    for (const [method, url] of [['GET', '/two-factor'], ['POST', '/two-factor/setup']] as const) {
      const answer = await server.app.inject({ method, url: `/api/v1${url}`, headers });
      expect(answer.statusCode).toBe(403);
    }
    const admin = await createAccount(server.app, 'admin');
    const adminToken = await createPersonalToken(server.app, admin, ['read', 'write']);
    const removal = await server.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${account.userId}/two-factor`, headers: adminToken.headers });
    expect(removal.statusCode).toBe(403);
  });
});

describe('two-factor codes and the sign-in limits', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  it('counts a wrong code as an attempt on the account, whichever address it comes from', async () => {
    const account = await createAccount(server.app);
    const { secret } = (await server.app.inject({ method: 'POST', url: '/api/v1/two-factor/setup', headers: account.headers })).json<{ secret: string }>();
    await server.app.inject({ method: 'POST', url: '/api/v1/two-factor/confirm', headers: account.headers, payload: { code: codeOf(secret) } });
    const attempt = (address: string, code: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/sessions', remoteAddress: address, payload: { username: account.username, password: TEST_PASSWORD, code } });
    expect((await attempt('10.0.0.1', '000000')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2', '000001')).statusCode).toBe(401);
    expect((await attempt('10.0.0.3', '000002')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.4', codeOf(secret, Date.now() + STEP_MS));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts, try again in 1 minute' });
  });
});

describe('the sealed secret', () => {
  it('opens under the same session secret only', () => {
    const box = createSecretBox('a session secret of at least thirty-two characters');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('another session secret, also long enough to use').open(sealed)).toBeNull();
    expect(box.open('v1.x.y')).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
