import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, mailOutbox, media } from '../db/schema';
import { queryRows } from '../db/query-rows';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { createPersonalToken } from '../testing/personal-tokens';
import { MATRIX } from '../security/authorization-matrix';
import { expectedStatus } from '../security/matrix-status';
import { registeredApiRoutes } from '../security/route-inventory';
import { createHoldings } from '../security/world';
import { type Account, createAccount, TEST_PASSWORD } from './testing/accounts';

const NEW_PASSWORD = 'a much better passphrase';

describe('your account', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const signIn = async (username: string, password = TEST_PASSWORD) =>
    server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username, password } });
  /** A browser signed in through POST /sessions, so it has a session of its own. */
  const browser = async (account: Account, password = TEST_PASSWORD) => {
    const answer = await signIn(account.username, password);
    expect(answer.statusCode).toBe(200);
    return { authorization: `Bearer ${answer.json<{ token: string }>().token}` };
  };
  const stillIn = async (headers: Record<string, string>) => (await call('GET', '/sessions', headers)).statusCode;
  const mails = async () => {
    await server.app.mailer.drain();
    return server.app.database.db.select().from(mailOutbox);
  };
  const mailedConfirmToken = async (to: string) => {
    const mail = (await mails()).filter((sent) => sent.recipient === to).at(-1);
    return /\/confirm-email\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
  };

  describe('POST /account/password', () => {
    it('sets the new password, keeps this browser signed in and ends every other session', async () => {
      const account = await createAccount(server.app);
      const here = await browser(account);
      const elsewhere = await browser(account);
      const response = await call('POST', '/account/password', here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(204);
      expect(await stillIn(here)).toBe(200);
      expect(await stillIn(elsewhere)).toBe(401);
      expect((await signIn(account.username)).statusCode).toBe(401);
      expect((await signIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong current password with 401 and changes nothing', async () => {
      const account = await createAccount(server.app);
      const here = await browser(account);
      const elsewhere = await browser(account);
      const response = await call('POST', '/account/password', here, { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'That is not your current password' });
      // A 401 keeps the browser signed in (only a 403 signs it out), and nobody else is signed out.
      expect(await stillIn(here)).toBe(200);
      expect(await stillIn(elsewhere)).toBe(200);
      expect((await signIn(account.username)).statusCode).toBe(200);
    });

    it.each([
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, 'Invalid password!'],
      [{ currentPassword: TEST_PASSWORD }, 'Invalid input: expected string, received undefined'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'That is not your current password'],
    ])('validates %j with the rule message', async (body, message) => {
      const account = await createAccount(server.app);
      const response = await call('POST', '/account/password', account.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('ends an open password-reset link', async () => {
      const account = await createAccount(server.app);
      await server.app.inject({ method: 'POST', url: '/api/v1/users/passwordreset', headers: { 'content-type': 'text/plain' }, payload: account.email });
      const mail = (await mails()).filter((sent) => sent.recipient === account.email).at(-1);
      const resetToken = /passwordreset\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
      expect((await call('POST', '/account/password', account.headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      expect((await server.app.inject({ method: 'GET', url: `/api/v1/users/passwordreset/${resetToken}` })).json()).toBe(false);
    });

    it('refuses every personal access token, even with the write scope', async () => {
      const account = await createAccount(server.app);
      const token = await createPersonalToken(server.app, account, ['read', 'write']);
      const response = await call('POST', '/account/password', token.headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect((await signIn(account.username)).statusCode).toBe(200);
    });
  });

  describe('changing the email', () => {
    it('mails the link to the new address and a notice to the old, then changes it when the link is confirmed', async () => {
      const account = await createAccount(server.app);
      const response = await call('POST', '/account/email', account.headers, { email: 'Moved.Here@example.org', password: TEST_PASSWORD });
      expect(response.statusCode).toBe(202);
      const sent = await mails();
      expect(sent.find((mail) => mail.recipient === account.email)).toMatchObject({ subject: 'Your Shelfmark email is about to change' });
      const confirmMail = sent.find((mail) => mail.recipient === 'Moved.Here@example.org');
      expect(confirmMail).toMatchObject({ subject: 'Confirm your new Shelfmark email' });
      expect(confirmMail?.body).toMatch(/http:\/\/localhost:3000\/confirm-email\/[\w-]{43}/);
      // Pending until confirmed: the account still has its old address.
      const pending = (await call('GET', '/account/email', account.headers)).json();
      expect(pending).toEqual({ email: account.email, pending: { email: 'Moved.Here@example.org', expires: expect.any(String) } });
      expect(Date.parse(pending.pending.expires) - Date.now()).toBeGreaterThan(23 * 3_600_000);

      const token = await mailedConfirmToken('Moved.Here@example.org');
      expect((await server.app.database.db.select().from(emailChanges)).map((row) => row.tokenHash)).not.toContain(token);
      // No sign-in needed: the link may be opened on another device.
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token } })).statusCode).toBe(204);
      expect((await call('GET', '/account/email', account.headers)).json()).toEqual({ email: 'Moved.Here@example.org', pending: null });
      expect((await call('GET', `/users/${account.userId}`, account.headers)).json()).toMatchObject({ email: 'Moved.Here@example.org' });

      const again = await server.app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This confirmation link is invalid, used or expired' });
    });

    it('refuses an expired or forged link with 400', async () => {
      const account = await createAccount(server.app);
      await call('POST', '/account/email', account.headers, { email: 'late@example.org', password: TEST_PASSWORD });
      const token = await mailedConfirmToken('late@example.org');
      await server.app.database.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.userId, account.userId));
      for (const tried of [token, 'forged-token-forged-token-forged-token-1234']) {
        const response = await server.app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token: tried } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'This confirmation link is invalid, used or expired' });
      }
      expect((await call('GET', '/account/email', account.headers)).json()).toEqual({ email: account.email, pending: null });
    });

    it('keeps only the latest request’s link working', async () => {
      const account = await createAccount(server.app);
      await call('POST', '/account/email', account.headers, { email: 'first@example.org', password: TEST_PASSWORD });
      const first = await mailedConfirmToken('first@example.org');
      await call('POST', '/account/email', account.headers, { email: 'second@example.org', password: TEST_PASSWORD });
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token: first } })).statusCode).toBe(400);
    });

    it('answers 409 when another account uses the address by then, and the link works once it is free', async () => {
      const account = await createAccount(server.app);
      const taker = await createAccount(server.app);
      await call('POST', '/account/email', account.headers, { email: 'wanted@example.org', password: TEST_PASSWORD });
      const token = await mailedConfirmToken('wanted@example.org');
      await call('POST', '/account/email', taker.headers, { email: 'WANTED@example.org', password: TEST_PASSWORD });
      const takerToken = await mailedConfirmToken('WANTED@example.org');
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token: takerToken } })).statusCode).toBe(204);
      const refused = await server.app.inject({ method: 'POST', url: '/api/v1/account/email/confirm', payload: { token } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'That email is already used by another account' });
      expect((await call('GET', '/account/email', account.headers)).json()).toMatchObject({ email: account.email });
    });

    it('refuses a wrong password (401), the same address or a malformed one (400), and mails nothing', async () => {
      const account = await createAccount(server.app);
      const before = (await mails()).length;
      const wrong = await call('POST', '/account/email', account.headers, { email: 'x@example.org', password: 'not my password at all' });
      expect(wrong.statusCode).toBe(401);
      const same = await call('POST', '/account/email', account.headers, { email: account.email.toUpperCase(), password: TEST_PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ message: 'That is already your email' });
      const malformed = await call('POST', '/account/email', account.headers, { email: 'ada', password: TEST_PASSWORD });
      expect(malformed.json()).toEqual({ message: 'Invalid Email!' });
      expect(await mails()).toHaveLength(before);
    });
  });

  describe('DELETE /account', () => {
    it('deletes the account with everything it owns; catalogue records it added stay without its name', async () => {
      const account = await createAccount(server.app);
      const holdings = await createHoldings(server.app, account);
      const added = await createMedia(server.app, { title: 'Added by the leaver' }, account.userId);
      const token = await createPersonalToken(server.app, account, ['read', 'write']);
      const here = await browser(account);
      const elsewhere = await browser(account);
      await call('POST', '/account/email', here, { email: 'leaver@example.org', password: TEST_PASSWORD });

      const response = await call('DELETE', '/account', here, { password: TEST_PASSWORD });
      expect(response.statusCode).toBe(204);

      // Every column naming a user (a foreign key to users, or a user_id without one) has nothing of the account left.
      const columns = await queryRows<{ table_name: string; column_name: string }>(
        server.app.database.db,
        sql`select c.table_name, c.column_name from information_schema.columns c
            join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
            where c.table_schema = 'public' and (c.column_name = 'user_id' or (c.table_name, c.column_name) in (
              select kcu.table_name, kcu.column_name from information_schema.referential_constraints rc
              join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
              join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
              where ccu.table_name = 'users'))`,
      );
      expect(columns.map((column) => column.table_name)).toEqual(expect.arrayContaining(['user_media', 'tags', 'sessions', 'access_tokens', 'media', 'shelf_totals']));
      const left: string[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        const [row] = await queryRows<{ n: number }>(server.app.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${account.userId}`);
        if (row && row.n > 0) left.push(`${table}.${column}: ${row.n}`);
      }
      expect(left).toEqual([]);
      // Readings and journal entries hang off the shelf entry, which is gone.
      const [orphans] = await queryRows<{ readings: number; entries: number }>(
        server.app.database.db,
        sql`select (select count(*)::int from readings where reading_id = ${holdings.readingId}) as readings, (select count(*)::int from entries where entry_id = ${holdings.entryId}) as entries`,
      );
      expect(orphans).toEqual({ readings: 0, entries: 0 });
      const [kept] = await server.app.database.db.select({ createdBy: media.createdBy }).from(media).where(eq(media.mediaId, added));
      expect(kept).toEqual({ createdBy: null });

      expect(await stillIn(here)).toBe(401);
      expect(await stillIn(elsewhere)).toBe(401);
      expect((await call('GET', '/usermedias/library?library=currentlyReading', token.headers)).statusCode).toBe(401);
      expect((await signIn(account.username)).statusCode).toBe(401);
    });

    it('refuses a wrong password with 401 and deletes nothing', async () => {
      const account = await createAccount(server.app);
      const response = await call('DELETE', '/account', account.headers, { password: 'not my password at all' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'That is not your current password' });
      expect((await signIn(account.username)).statusCode).toBe(200);
    });

    it('refuses the last admin with 400, and lets an admin go while another remains', async () => {
      const db = server.app.database.db;
      const admins = await queryRows<{ user_id: number }>(db, sql`select user_id from users where role = 'admin'`);
      await db.execute(sql`update users set role = 'user' where role = 'admin'`);
      const only = await createAccount(server.app, 'admin');
      const refused = await call('DELETE', '/account', only.headers, { password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'You are the last admin: make another user admin before deleting your account' });
      await createAccount(server.app, 'admin');
      expect((await call('DELETE', '/account', only.headers, { password: TEST_PASSWORD })).statusCode).toBe(204);
      for (const { user_id: id } of admins) await db.execute(sql`update users set role = 'admin' where user_id = ${id}`);
    });

    it('counts password attempts as sign-in does', async () => {
      const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
      try {
        const account = await createAccount(limited.app);
        const attempt = () => limited.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: account.headers, payload: { password: 'not my password at all' } });
        expect((await attempt()).statusCode).toBe(401);
        expect((await attempt()).statusCode).toBe(401);
        expect((await attempt()).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('DELETE /admin/users/{id}', () => {
    it('lets the admin delete another account, and refuses their own (400) and an unknown one (404)', async () => {
      const admin = await createAccount(server.app, 'admin');
      const leaver = await createAccount(server.app);
      const leaverBrowser = await browser(leaver);
      expect((await call('DELETE', `/admin/users/${leaver.userId}`, admin.headers)).statusCode).toBe(204);
      expect(await stillIn(leaverBrowser)).toBe(401);
      expect((await signIn(leaver.username)).statusCode).toBe(401);
      const again = await call('DELETE', `/admin/users/${leaver.userId}`, admin.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'User not found' });
      const self = await call('DELETE', `/admin/users/${admin.userId}`, admin.headers);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ message: 'Delete your own account from your profile, not here' });
    });

    it('is the admin’s alone', async () => {
      const target = await createAccount(server.app);
      for (const role of ['user', 'librarian'] as const) {
        expect((await call('DELETE', `/admin/users/${target.userId}`, (await createAccount(server.app, role)).headers)).statusCode).toBe(403);
      }
      expect((await call('DELETE', `/admin/users/${target.userId}`, {})).statusCode).toBe(401);
      expect((await signIn(target.username)).statusCode).toBe(200);
    });
  });

  it('refuses a deleted account’s session and personal tokens on every route', async () => {
    const account = await createAccount(server.app);
    const session = await browser(account);
    const token = await createPersonalToken(server.app, account, ['read', 'write']);
    expect((await call('DELETE', '/account', session, { password: TEST_PASSWORD })).statusCode).toBe(204);
    // Routes every anonymous caller is refused: the deleted account's session is no one's.
    const signedInOnly = new Set(
      MATRIX.filter((row) => expectedStatus(row, 'anonymous', 'user') === 401).map((row) => `${row.method} ${row.route}`),
    );
    const answers: string[] = [];
    for (const route of await registeredApiRoutes()) {
      const url = route.url.replace(/:\w+\??/g, '1');
      const method = route.method as 'GET' | 'POST' | 'DELETE';
      const withToken = await server.app.inject({ method, url, headers: token.headers });
      if (withToken.statusCode !== 401) answers.push(`${route.method} ${url} with the token: ${withToken.statusCode}`);
      if (!signedInOnly.has(`${route.method} ${route.url}`)) continue;
      const withSession = await server.app.inject({ method, url, headers: session });
      if (withSession.statusCode !== 401) answers.push(`${route.method} ${url} with the session: ${withSession.statusCode}`);
    }
    expect(answers).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/users/verification', headers: session })).json()).toBe(false);
  });
});
