import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { ADMIN_MESSAGES } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { setRegistrationMode } from '../registration.repository';
import { createAccount, TEST_PASSWORD } from '../testing/accounts';
import { startTestProvider, TEST_CLIENT, type TestProvider } from './testing/test-provider';

const PUBLIC_URL = 'http://shelfmark.test';
const REDIRECT_URI = `${PUBLIC_URL}/sign-in/callback`;

/** A browser at the provider: follows its redirects with its cookies, answers the login form as `login`, and stops at the redirect back to Shelfmark. */
async function throughProvider(authorizationUrl: string, login: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: string | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next.search;
      url = next;
      form = undefined;
    } else if (response.status === 200 && url.pathname.startsWith('/interaction/') && !form) {
      form = new URLSearchParams({ login }).toString();
    } else {
      throw new Error(`the provider answered ${response.status} at ${url.href}: ${await response.text()}`);
    }
  }
  throw new Error('too many redirects at the provider');
}

describe('sign-in with an identity provider', () => {
  let provider: TestProvider;
  let server: TestApp;
  const oidcEnv = (extra: Record<string, string> = {}) => ({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_LABEL: 'Test ID',
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_ALLOW_INSECURE: 'true',
    ...extra,
  });

  /** The whole flow as the shell runs it: start, the provider, the callback's answer. */
  async function signInAs(app: TestApp['app'], login: string, tamper: (query: string) => string = (query) => query) {
    const start = await app.inject({ method: 'POST', url: '/api/v1/oidc/start' });
    expect(start.statusCode, start.body).toBe(200);
    const { url, attempt } = start.json<{ url: string; attempt: string }>();
    const query = tamper(await throughProvider(url, login));
    return app.inject({ method: 'POST', url: '/api/v1/oidc/callback', payload: { query, attempt } });
  }
  const userOf = async (app: TestApp['app'], token: string) => {
    const [user] = await app.database.db.select().from(users).where(eq(users.userId, Number(decodeJwt(token).sub)));
    return user!;
  };

  beforeAll(async () => {
    provider = await startTestProvider(REDIRECT_URI);
    server = await buildTestApp(oidcEnv());
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('tells the sign-in screen about the provider’s button and password sign-in', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/sign-in-options' });
    expect(response.json()).toEqual({ oidc: { label: 'Test ID' }, password: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { url } = (await server.app.inject({ method: 'POST', url: '/api/v1/oidc/start' })).json<{ url: string }>();
    const params = new URL(url).searchParams;
    expect(params.get('client_id')).toBe(TEST_CLIENT.id);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)).toMatch(/^[\w-]{22,}$/);
  });

  it('creates an account at the first sign-in (the installation’s first: admin), named after preferred_username, and signs in to it again later', async () => {
    provider.accounts.set('alice-sub', { email: 'alice@example.org', email_verified: true, preferred_username: 'alice.w' });
    const first = await signInAs(server.app, 'alice-sub');
    expect(first.statusCode, first.body).toBe(200);
    const { token, link } = first.json<{ token: string; link: null }>();
    expect(link).toBeNull();
    const user = await userOf(server.app, token);
    expect(user).toMatchObject({ username: 'alice_w', email: 'alice@example.org', role: 'admin' });
    // No password signs in to it.
    const byPassword = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: 'alice_w', password: TEST_PASSWORD } });
    expect(byPassword.statusCode).toBe(401);
    // A listed session.
    const sessions = await server.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(sessions.json()).toHaveLength(1);

    const again = await signInAs(server.app, 'alice-sub');
    expect(decodeJwt(again.json<{ token: string }>().token).sub).toBe(String(user.userId));
  });

  it('refuses a linked account an admin disabled, as password sign-in does', async () => {
    provider.accounts.set('erin-sub', { email: 'erin@example.org', email_verified: true, preferred_username: 'erin' });
    const { token } = (await signInAs(server.app, 'erin-sub')).json<{ token: string }>();
    const erin = await userOf(server.app, token);
    await server.app.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.userId, erin.userId));
    const refused = await signInAs(server.app, 'erin-sub');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.accountDisabled);
  });

  it('makes no account while registration is closed or by invitation: the identity is linked to an existing one instead', async () => {
    for (const mode of ['closed', 'invite'] as const) {
      await setRegistrationMode(server.app.database.db, mode);
      provider.accounts.set(`newcomer-${mode}`, { email: `newcomer-${mode}@example.org`, email_verified: true, preferred_username: `newcomer_${mode}` });
      const step = (await signInAs(server.app, `newcomer-${mode}`)).json<{ token: string | null; link: { ticket: string } | null }>();
      expect(step.token).toBeNull();
      expect(step.link?.ticket).toEqual(expect.any(String));
    }
    await setRegistrationMode(server.app.database.db, 'open');
  });

  it('makes the username unique', async () => {
    await createAccount(server.app, 'user', 'dora');
    provider.accounts.set('dora-sub', { email: 'dora@elsewhere.org', email_verified: true, preferred_username: 'Dora' });
    const response = await signInAs(server.app, 'dora-sub');
    expect((await userOf(server.app, response.json<{ token: string }>().token)).username).toBe('Dora_2');
  });

  it('links an account with the same email only once its owner proves the password', async () => {
    const local = await createAccount(server.app, 'librarian', 'bob_local');
    provider.accounts.set('bob-sub', { email: local.email, email_verified: true, preferred_username: 'bob' });
    const step = await signInAs(server.app, 'bob-sub');
    expect(step.statusCode).toBe(200);
    const { token, link } = step.json<{ token: null; link: { ticket: string; email: string } }>();
    expect(token).toBeNull();
    expect(link.email).toBe(local.email);
    expect(await server.app.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'bob-sub'))).toEqual([]);

    const linkWith = (password: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/oidc/link', payload: { ticket: link.ticket, username: 'bob_local', password } });
    const wrong = await linkWith('not the right password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Failed to log in, please try again' });
    const linked = await linkWith(TEST_PASSWORD);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(decodeJwt(linked.json<{ token: string }>().token)).toMatchObject({ sub: String(local.userId), role: 'librarian' });

    // From then on the provider alone signs in to it.
    const later = await signInAs(server.app, 'bob-sub');
    expect(decodeJwt(later.json<{ token: string }>().token).sub).toBe(String(local.userId));
  });

  it('never links or creates an account by an unverified email that matches one', async () => {
    const local = await createAccount(server.app, 'user', 'carol_local');
    provider.accounts.set('carol-sub', { email: local.email, email_verified: false, preferred_username: 'carol' });
    const step = await signInAs(server.app, 'carol-sub');
    expect(step.json()).toMatchObject({ token: null, link: { email: local.email } });
    expect(await server.app.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'carol-sub'))).toEqual([]);
    expect(await server.app.database.db.select().from(users).where(eq(users.username, 'carol'))).toEqual([]);
  });

  it('refuses to link an account that is linked to another identity at the provider', async () => {
    provider.accounts.set('erin-sub', { email: 'erin@example.org', email_verified: true, preferred_username: 'erin' });
    await signInAs(server.app, 'erin-sub');
    const erin = await createAccount(server.app, 'user', 'erin_second');
    provider.accounts.set('erin-2-sub', { email: erin.email, email_verified: true });
    const { link } = (await signInAs(server.app, 'erin-2-sub')).json<{ link: { ticket: string } }>();
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/oidc/link', payload: { ticket: link.ticket, username: 'erin_second', password: TEST_PASSWORD } })).statusCode).toBe(200);
    provider.accounts.set('erin-3-sub', { email: erin.email, email_verified: true });
    const third = (await signInAs(server.app, 'erin-3-sub')).json<{ link: { ticket: string } }>();
    const refused = await server.app.inject({ method: 'POST', url: '/api/v1/oidc/link', payload: { ticket: third.link.ticket, username: 'erin_second', password: TEST_PASSWORD } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'That account is already linked to another identity at this provider' });
  });

  it('refuses an answer whose state is not the attempt’s, a forged attempt or ticket, and a sign-in cancelled at the provider', async () => {
    provider.accounts.set('frank-sub', { email: 'frank@example.org', email_verified: true });
    const badState = await signInAs(server.app, 'frank-sub', (query) => query.replace(/state=[^&]+/, 'state=someone-elses-state'));
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toEqual({ message: 'Sign-in with your identity provider did not complete. Try again.' });

    const forged = await server.app.inject({ method: 'POST', url: '/api/v1/oidc/callback', payload: { query: '?code=x&state=y', attempt: 'not.a.sealed.attempt' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'That sign-in took too long. Try again.' });

    const ticket = await server.app.inject({ method: 'POST', url: '/api/v1/oidc/link', payload: { ticket: 'forged', username: 'bob_local', password: TEST_PASSWORD } });
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json()).toEqual({ message: 'That step took too long. Sign in with your identity provider again.' });

    const denied = await signInAs(server.app, 'deny');
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toEqual({ message: 'Sign-in was cancelled at your identity provider' });
  });

  it('does not take a ticket for an attempt or the other way round', async () => {
    const { attempt } = (await server.app.inject({ method: 'POST', url: '/api/v1/oidc/start' })).json<{ attempt: string }>();
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/oidc/link', payload: { ticket: attempt, username: 'bob_local', password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(400);
  });

  it('says the provider could not be reached when its discovery fails, and asks it again next time', async () => {
    const unreachable = await buildTestApp(oidcEnv({ OIDC_ISSUER: 'http://127.0.0.1:9/' }));
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await unreachable.app.inject({ method: 'POST', url: '/api/v1/oidc/start' });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ message: 'Your identity provider could not be reached. Try again in a moment.' });
      }
    } finally {
      await unreachable.close();
    }
  });

  describe('with a role claim, account creation off and password sign-in off', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await buildTestApp(
        oidcEnv({ OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: 'shelf-admins', OIDC_LIBRARIAN_VALUES: 'shelf-librarians, editors', OIDC_CREATE_ACCOUNTS: 'false', PASSWORD_SIGN_IN: 'off' }),
      );
    });
    afterAll(() => strict?.close());

    it('refuses password sign-in, registration and password reset with 403', async () => {
      const message = { message: 'Password sign-in is turned off on this server: sign in with your identity provider' };
      const account = await createAccount(strict.app, 'user', 'gina_local');
      for (const call of [
        { method: 'POST', url: '/api/v1/sessions', payload: { username: account.username, password: TEST_PASSWORD } },
        { method: 'POST', url: '/api/v1/users', payload: { username: 'newcomer', email: 'newcomer@example.org', password: TEST_PASSWORD } },
        { method: 'POST', url: '/api/v1/users/passwordreset', payload: account.email, headers: { 'content-type': 'text/plain' } },
        { method: 'PATCH', url: '/api/v1/users/passwordreset/sometoken', payload: { password: 'a brand new passphrase' } },
      ] as const) {
        const response = await strict.app.inject(call);
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json()).toEqual(message);
      }
      expect((await strict.app.inject({ method: 'GET', url: '/api/v1/sign-in-options' })).json()).toEqual({ oidc: { label: 'Test ID' }, password: false });
    });

    it('asks for an account to link instead of creating one, and sets the role the claim gives at each sign-in', async () => {
      const account = await createAccount(strict.app, 'user', 'hank_local');
      provider.accounts.set('hank-sub', { email: 'hank@provider.org', email_verified: true, groups: ['editors'] });
      const step = await signInAs(strict.app, 'hank-sub');
      const { link } = step.json<{ link: { ticket: string; email: string } }>();
      expect(link.email).toBe('hank@provider.org');
      const linked = await strict.app.inject({ method: 'POST', url: '/api/v1/oidc/link', payload: { ticket: link.ticket, username: 'hank_local', password: TEST_PASSWORD } });
      expect(decodeJwt(linked.json<{ token: string }>().token)).toMatchObject({ sub: String(account.userId), role: 'librarian' });
      expect((await userOf(strict.app, linked.json<{ token: string }>().token)).role).toBe('librarian');

      provider.accounts.set('hank-sub', { email: 'hank@provider.org', email_verified: true, groups: ['shelf-admins', 'editors'] });
      expect(decodeJwt((await signInAs(strict.app, 'hank-sub')).json<{ token: string }>().token).role).toBe('admin');
      provider.accounts.set('hank-sub', { email: 'hank@provider.org', email_verified: true, groups: [] });
      const demoted = (await signInAs(strict.app, 'hank-sub')).json<{ token: string }>().token;
      expect(decodeJwt(demoted).role).toBe('user');
      expect((await userOf(strict.app, demoted)).role).toBe('user');
    });
  });
});
