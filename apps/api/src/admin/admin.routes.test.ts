import { createHash } from 'node:crypto';
import type { AdminUser, AdminUsersPage, CreatedInvitation, CreatedKoreader, InstanceFacts, Invitation } from '@shelfmark/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, createAccount, TEST_PASSWORD } from '../accounts/testing/accounts';
import { invitations, mailOutbox, users } from '../db/schema';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { migrationsFolder } from '../paths';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createPersonalToken, expireToken, revokeToken } from '../testing/personal-tokens';

let server: TestApp;
let admin: Account;

const JWT_SECRET = 'one secret for both instances of this test, long enough';

beforeAll(async () => {
  server = await buildTestApp({ JWT_SECRET });
  admin = await createAccount(server.app, 'admin');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> | undefined, payload?: object) =>
  server.app.inject({ method, url, headers: headers ?? {}, ...(payload ? { payload } : {}) });

let sequence = 0;
const newcomer = (extra: object = {}) => {
  const username = `newcomer_${++sequence}`;
  return { username, email: `${username}@example.com`, password: TEST_PASSWORD, ...extra };
};
const register = (body: object) => call('POST', '/api/v1/users', undefined, body);
const setMode = (mode: string) => call('PUT', '/api/v1/admin/registration', admin.headers, { mode });
const invite = async (days = 7, maxUses = 1) => {
  const response = await call('POST', '/api/v1/admin/invitations', admin.headers, { days, maxUses });
  expect(response.statusCode).toBe(201);
  const created = response.json<CreatedInvitation>();
  return { ...created, code: new URL(created.link).searchParams.get('invitation') ?? '' };
};
const signIn = (account: Account) => call('POST', '/api/v1/sessions', undefined, { username: account.username, password: TEST_PASSWORD });

describe('registration modes', () => {
  beforeEach(async () => {
    expect((await setMode('open')).statusCode).toBe(200);
  });

  it('is open by default: anyone registers, with or without an invitation', async () => {
    expect((await call('GET', '/api/v1/admin/registration', admin.headers)).json()).toEqual({ mode: 'open' });
    expect((await register(newcomer())).statusCode).toBe(201);
  });

  it('closed refuses every registration with 403 and a message, an invitation too', async () => {
    await setMode('closed');
    const { code } = await invite();
    for (const body of [newcomer(), newcomer({ invitation: code })]) {
      const response = await register(body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Registration is closed on this Shelfmark; ask its admin for an account' });
    }
  });

  it('by invitation: 403 without a code, 201 with a valid one, which counts its use', async () => {
    await setMode('invite');
    const refused = await register(newcomer());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/by invitation/);

    const { code, invitation } = await invite(7, 2);
    expect((await register(newcomer({ invitation: code }))).statusCode).toBe(201);
    const listed = (await call('GET', '/api/v1/admin/invitations', admin.headers)).json<Invitation[]>();
    expect(listed.find((each) => each.invitationID === invitation.invitationID)).toMatchObject({ uses: 1, maxUses: 2, state: 'active', createdBy: admin.username });
  });

  it('refuses an invitation used up, expired, revoked or forged with 400 and its reason', async () => {
    await setMode('invite');
    const usedUp = await invite(7, 1);
    expect((await register(newcomer({ invitation: usedUp.code }))).statusCode).toBe(201);
    const expired = await invite(7, 5);
    await server.app.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.invitationId, expired.invitation.invitationID));
    const revoked = await invite(7, 5);
    expect((await call('DELETE', `/api/v1/admin/invitations/${revoked.invitation.invitationID}`, admin.headers)).statusCode).toBe(204);

    for (const [code, message] of [
      [usedUp.code, 'This invitation link has been used as often as it may; ask an admin for a new one'],
      [expired.code, 'This invitation link has expired; ask an admin for a new one'],
      [revoked.code, 'This invitation link has been revoked; ask an admin for a new one'],
      ['forged-code-that-was-never-made', 'This invitation link is not valid; ask an admin for a new one'],
      ['not a code!', 'This invitation link is not valid; ask an admin for a new one'],
    ]) {
      const response = await register(newcomer({ invitation: code }));
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const states = (await call('GET', '/api/v1/admin/invitations', admin.headers)).json<Invitation[]>().map((each) => [each.invitationID, each.state]);
    expect(states).toEqual(expect.arrayContaining([[usedUp.invitation.invitationID, 'used up'], [expired.invitation.invitationID, 'expired']]));
    expect(states.map(([id]) => id)).not.toContain(revoked.invitation.invitationID);
  });

  it('gives the use back when the username is taken', async () => {
    await setMode('invite');
    const { code, invitation } = await invite(7, 1);
    const taken = await register({ ...newcomer({ invitation: code }), username: admin.username });
    expect(taken.statusCode).toBe(409);
    const [row] = await server.app.database.db.select({ uses: invitations.uses }).from(invitations).where(eq(invitations.invitationId, invitation.invitationID));
    expect(row?.uses).toBe(0);
    expect((await register(newcomer({ invitation: code }))).statusCode).toBe(201);
  });

  it('refuses a revoked invitation that is unknown with 404, bad days and uses with 400', async () => {
    expect((await call('DELETE', '/api/v1/admin/invitations/999999', admin.headers)).statusCode).toBe(404);
    const tooLong = await call('POST', '/api/v1/admin/invitations', admin.headers, { days: 400, maxUses: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('An invitation lasts from 1 to 365 days');
    expect((await call('POST', '/api/v1/admin/invitations', admin.headers, { days: 1, maxUses: 0 })).json().message).toBe('An invitation can be used from 1 to 1000 times');
    expect((await setMode('sometimes')).statusCode).toBe(400);
  });
});

describe('the first account of an installation without an admin', () => {
  it('registers and becomes the admin even while registration is closed', async () => {
    const fresh = await buildTestApp({ REGISTRATION: 'closed' });
    try {
      const first = await fresh.app.inject({ method: 'POST', url: '/api/v1/users', payload: newcomer() });
      expect(first.statusCode).toBe(201);
      const [row] = await fresh.app.database.db.select({ role: users.role }).from(users);
      expect(row?.role).toBe('admin');
      const second = await fresh.app.inject({ method: 'POST', url: '/api/v1/users', payload: newcomer() });
      expect(second.statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});

describe('disabling an account', () => {
  const disable = (account: Account, disabled: boolean) => call('PATCH', `/api/v1/admin/users/${account.userId}`, admin.headers, { disabled });

  it('refuses its session tokens, older tokens and personal access tokens on every route, and its sign-in; re-enabling lets it sign in again', async () => {
    const account = await createAccount(server.app, 'user');
    const session = (await signIn(account)).json<{ token: string }>().token;
    const sessionHeaders = { authorization: `Bearer ${session}` };
    const pat = await createPersonalToken(server.app, account, ['read']);
    expect((await call('GET', '/api/v1/sessions', sessionHeaders)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/tokens', sessionHeaders)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/users/${account.userId}`, pat.headers)).statusCode).toBe(200);

    const response = await disable(account, true);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({ userID: account.userId, disabled: true });

    expect((await call('GET', '/api/v1/sessions', sessionHeaders)).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/users/${account.userId}`, account.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/users/verification', sessionHeaders)).json()).toBe(false);
    const refusedToken = await call('GET', `/api/v1/users/${account.userId}`, pat.headers);
    expect(refusedToken.statusCode).toBe(401);
    expect(refusedToken.json()).toEqual({ message: 'This account is disabled; ask an admin of this Shelfmark' });
    const refusedSignIn = await signIn(account);
    expect(refusedSignIn.statusCode).toBe(403);
    expect(refusedSignIn.json()).toEqual({ message: 'This account is disabled; ask an admin of this Shelfmark' });
    // A wrong password is still only a failed sign-in: nobody learns the account is disabled.
    expect((await call('POST', '/api/v1/sessions', undefined, { username: account.username, password: 'not the password at all' })).statusCode).toBe(401);

    expect((await disable(account, false)).json<AdminUser>().disabled).toBe(false);
    expect((await signIn(account)).statusCode).toBe(200);
    // Its sessions stay ended; its personal access token works again.
    expect((await call('GET', '/api/v1/sessions', sessionHeaders)).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/users/${account.userId}`, pat.headers)).statusCode).toBe(200);
  });

  it('refuses its KOReader sync key while disabled', async () => {
    const account = await createAccount(server.app, 'user');
    const created = (await call('POST', '/api/v1/integrations/koreader', account.headers, {})).json<CreatedKoreader>();
    const headers = {
      accept: 'application/vnd.koreader.v1+json',
      'x-auth-user': created.username,
      'x-auth-key': createHash('md5').update(created.syncKey).digest('hex'),
    };
    const login = () => call('GET', '/api/v1/koreader/users/auth', headers);
    expect((await login()).statusCode).toBe(200);
    await disable(account, true);
    expect((await login()).statusCode).toBe(401);
    await disable(account, false);
    expect((await login()).statusCode).toBe(200);
  });

  it.runIf(process.env['TEST_DATABASE'] === 'postgres')('is refused by another instance on the very next request', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shelfmark-second-instance-'));
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: server.app.config.databaseUrl, JWT_SECRET, LOOKUP_ENABLED: 'false' },
      { webRoot: '/nonexistent-web-root' },
    );
    const second = await buildApp({ config, migrationsFolder });
    try {
      for (let round = 0; round < 3; round++) {
        const account = await createAccount(server.app, 'user');
        const session = { authorization: `Bearer ${(await signIn(account)).json<{ token: string }>().token}` };
        const pat = await createPersonalToken(server.app, account, ['read']);
        const sessions = () => second.inject({ url: '/api/v1/sessions', headers: session });
        const tags = () => second.inject({ url: '/api/v1/tags', headers: pat.headers });
        expect((await sessions()).statusCode).toBe(200);
        expect((await tags()).statusCode).toBe(200);
        expect((await disable(account, true)).statusCode).toBe(200);
        expect((await sessions()).statusCode, `round ${round}`).toBe(401);
        expect((await tags()).statusCode, `round ${round}`).toBe(401);
      }
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps an admin who is the last one able to sign in: no demotion, no disabling (400)', async () => {
    const fresh = await buildTestApp();
    try {
      const only = await createAccount(fresh.app, 'admin');
      const patch = (payload: object) => fresh.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${only.userId}`, headers: only.headers, payload });
      for (const change of [{ role: 'user' }, { disabled: true }, { role: 'librarian', disabled: true }]) {
        const response = await patch(change);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Shelfmark needs an admin: make another account admin before you change this one' });
      }
      const second = await createAccount(fresh.app, 'admin');
      expect((await patch({ role: 'user' })).json<AdminUser>().role).toBe('user');
      const secondPatch = await fresh.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${second.userId}`, headers: second.headers, payload: { disabled: true } });
      expect(secondPatch.statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('changes a role at once, answers 404 for no such user and 400 for an empty change', async () => {
    const account = await createAccount(server.app, 'user');
    const promoted = await call('PATCH', `/api/v1/admin/users/${account.userId}`, admin.headers, { role: 'librarian' });
    expect(promoted.json<AdminUser>().role).toBe('librarian');
    expect((await call('PATCH', '/api/v1/admin/users/999999', admin.headers, { role: 'user' })).statusCode).toBe(404);
    const empty = await call('PATCH', `/api/v1/admin/users/${account.userId}`, admin.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Say what to change: role or disabled');
  });
});

describe('GET /admin/users', () => {
  it('lists accounts with their role, last seen, items on shelf and flags, and searches', async () => {
    const account = await createAccount(server.app, 'user', 'Searchable_Sam');
    await signIn(account);
    const page = (await call('GET', '/api/v1/admin/users?q=searchable', admin.headers)).json<AdminUsersPage>();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.users[0]).toMatchObject({ userID: account.userId, username: 'Searchable_Sam', role: 'user', itemsOnShelf: 0, disabled: false, twoFactor: false, accessTokens: 0, integrations: 0 });
    expect(page.users[0]?.lastSeen).toEqual(expect.any(String));
    expect((await call('GET', '/api/v1/admin/users?q=%25', admin.headers)).json<AdminUsersPage>().total).toBe(0);
    expect((await call('GET', '/api/v1/admin/users?page=0', admin.headers)).statusCode).toBe(400);
  });

  it('counts the working personal access tokens and the integrations of each account', async () => {
    const account = await createAccount(server.app, 'user', 'Connected_Cleo');
    await createPersonalToken(server.app, account, ['read']);
    await revokeToken(server.app, account, (await createPersonalToken(server.app, account, ['write'])).tokenId);
    await expireToken(server.app, (await createPersonalToken(server.app, account, ['read'])).tokenId);
    const integration = { kind: 'jellyfin', name: 'Living room', settings: { serverUsers: ['cleo'] } };
    expect((await call('POST', '/api/v1/integrations', account.headers, integration)).statusCode).toBe(201);
    const [listed] = (await call('GET', '/api/v1/admin/users?q=connected_cleo', admin.headers)).json<AdminUsersPage>().users;
    expect(listed).toMatchObject({ accessTokens: 1, integrations: 1 });
  });
});

describe('the instance', () => {
  it('tells its facts', async () => {
    const facts = (await call('GET', '/api/v1/admin/instance', admin.headers)).json<InstanceFacts>();
    expect(facts).toMatchObject({ version: expect.any(String), mailConfigured: false, lookupEnabled: false, registration: expect.any(String) });
    expect(['pglite', 'postgres']).toContain(facts.database);
    expect(facts.metadataServices.map((each) => [each.service, each.configured])).toEqual([
      ['openlibrary', true],
      ['musicbrainz', true],
      ['tmdb', false],
      ['igdb', false],
    ]);
  });

  it('sends a test mail to the admin', async () => {
    const response = await call('POST', '/api/v1/admin/instance/test-mail', admin.headers);
    expect(response.json()).toEqual({ to: admin.email, mailConfigured: false });
    const mails = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, admin.email));
    expect(mails.at(-1)?.subject).toBe('Shelfmark test mail');
  });

  it('is the admin’s alone: 403 to a librarian and a user, and to the admin’s access token', async () => {
    const librarian = await createAccount(server.app, 'librarian');
    const user = await createAccount(server.app, 'user');
    for (const headers of [librarian.headers, user.headers]) expect((await call('GET', '/api/v1/admin/instance', headers)).statusCode).toBe(403);
    const token = await createPersonalToken(server.app, admin, ['read']);
    expect((await call('GET', '/api/v1/admin/users', token.headers)).statusCode).toBe(403);
  });
});
