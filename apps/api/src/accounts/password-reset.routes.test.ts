import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../db/schema';
import { type Account, createAccount, TEST_PASSWORD } from './testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('password reset', () => {
  let server: TestApp;
  let account: Account;

  const requestReset = (body: string) =>
    server.app.inject({ method: 'POST', url: '/api/v1/users/passwordreset', headers: { 'content-type': 'text/plain' }, payload: body });
  const checkToken = async (token: string) => (await server.app.inject({ method: 'GET', url: `/api/v1/users/passwordreset/${token}` })).json();
  const setPassword = (token: string, password: string) =>
    server.app.inject({ method: 'PATCH', url: `/api/v1/users/passwordreset/${token}`, payload: { password } });
  /** The token of the latest mail in the outbox (no SMTP_URL in this suite). */
  const mailedToken = async () => {
    await server.app.mailer.drain();
    const mails = await server.app.database.db.select().from(mailOutbox);
    return /passwordreset\/([\w-]+)/.exec(mails.at(-1)?.body ?? '')?.[1] ?? '';
  };

  beforeAll(async () => {
    server = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    account = await createAccount(server.app);
  });
  afterAll(() => server.close());

  it('keeps the mail, link included, in the local outbox without an SMTP server', async () => {
    expect((await requestReset(` ${account.email}\n`)).statusCode).toBe(204);
    await server.app.mailer.drain();
    const [mail] = await server.app.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ recipient: account.email, subject: 'Reset your Shelfmark password' });
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/passwordreset\/[\w-]{43}/);
  });

  it('uses a token once', async () => {
    await requestReset(account.email);
    const token = await mailedToken();
    await expect(checkToken(token)).resolves.toBe(true);
    expect((await setPassword(token, 'a brand new passphrase')).statusCode).toBe(204);
    await expect(checkToken(token)).resolves.toBe(false);
    const again = await setPassword(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid request' });
  });

  it('signs the account out on every browser once the new password is set', async () => {
    const forgetful = await createAccount(server.app);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: forgetful.username, password: TEST_PASSWORD } });
    const browser = { authorization: `Bearer ${signIn.json<{ token: string }>().token}` };
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: browser })).statusCode).toBe(200);
    await requestReset(forgetful.email);
    expect((await setPassword(await mailedToken(), 'a fresh start passphrase')).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: browser })).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    await server.app.mailer.drain();
    const before = (await server.app.database.db.select().from(mailOutbox)).length;
    expect((await requestReset('nobody@example.com')).statusCode).toBe(204);
    await server.app.mailer.drain();
    expect(await server.app.database.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it('refuses a malformed email with the rule message', async () => {
    const response = await requestReset('ada');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid Email!' });
  });

  it('stores only a hash of the token, and refuses it after an hour', async () => {
    await requestReset(account.email);
    const token = await mailedToken();
    const stored = await server.app.database.db.select().from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    await server.app.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(checkToken(token)).resolves.toBe(false);
    expect((await setPassword(token, 'a brand new passphrase')).json()).toEqual({ message: 'Invalid request' });
  });

  it('checks the new password and the token', async () => {
    expect((await setPassword('whatever', 'short')).json()).toEqual({ message: 'Invalid password!' });
    expect((await setPassword('whatever', 'long enough password')).json()).toEqual({ message: 'Invalid request' });
    await expect(checkToken('x'.repeat(200))).resolves.toBe(false);
    const tooLong = await server.app.inject({ method: 'GET', url: `/api/v1/users/passwordreset/${'x'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(414);
  });
});
