import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateRole } from './users.repository';
import { type Account, createAccount, TEST_PASSWORD } from './testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('users', () => {
  let server: TestApp;
  const register = (body: object) => server.app.inject({ method: 'POST', url: '/api/v1/users', payload: body });
  const registration = { email: 'ada@example.com', username: 'ada_99', password: TEST_PASSWORD };

  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  describe('POST /users', () => {
    it('makes the first account the admin and answers 201 with its token', async () => {
      const response = await register(registration);
      expect(response.statusCode).toBe(201);
      expect(decodeJwt(response.json().token)).toMatchObject({ sub: expect.stringMatching(/^[1-9]\d*$/), role: 'admin' });
    });

    it('makes later accounts plain users who can sign in', async () => {
      const response = await register({ ...registration, username: 'grace_h', email: 'grace@example.com' });
      expect(decodeJwt(response.json().token)).toMatchObject({ role: 'user' });
      const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: 'grace_h', password: TEST_PASSWORD } });
      expect(signIn.statusCode).toBe(200);
    });

    it("answers 409 'Username already taken', whatever the letter case", async () => {
      for (const username of ['ada_99', 'ADA_99']) {
        const response = await register({ ...registration, username });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'Username already taken' });
      }
    });

    it.each([
      [{ username: 'ada lovelace' }, 'Invalid Username!'],
      [{ username: 'ada-99' }, 'Invalid Username!'],
      [{ username: 'a'.repeat(51) }, 'Invalid Username!'],
      [{ password: 'eleven char' }, 'Invalid password!'],
      [{ email: 'ada' }, 'Invalid Email!'],
      [{ email: 'ada@' }, 'Invalid Email!'],
    ])('refuses %j with 400 and the rule message', async (change, message) => {
      const response = await register({ ...registration, username: 'someone_new', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses a missing body or field with 400', async () => {
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/users' })).statusCode).toBe(400);
      expect((await register({ username: 'x_1', password: TEST_PASSWORD })).statusCode).toBe(400);
    });
  });

  describe('GET /users/{id}', () => {
    let self: Account;
    let admin: Account;
    let other: Account;

    beforeAll(async () => {
      [self, admin, other] = await Promise.all([createAccount(server.app), createAccount(server.app, 'admin'), createAccount(server.app)]);
    });

    const getUser = (id: number | string, account?: Account) =>
      server.app.inject({ method: 'GET', url: `/api/v1/users/${id}`, headers: account?.headers ?? {} });

    it('gives users their own username, email and role, never the password', async () => {
      const response = await getUser(self.userId, self);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userID: self.userId, username: self.username, email: self.email, role: 'user' });
    });

    it('lets the admin see anyone, and nobody else', async () => {
      expect((await getUser(self.userId, admin)).statusCode).toBe(200);
      expect((await getUser(self.userId, other)).statusCode).toBe(404);
      expect((await getUser(self.userId)).statusCode).toBe(401);
      expect((await getUser(self.userId)).json()).toEqual({ message: 'Sign in first' });
    });

    it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
      expect((await getUser(2_000_000_000, admin)).json()).toEqual({ message: 'User not found' });
      for (const id of ['abc', '0', '99999999999', '-1', '1.5']) {
        const response = await getUser(id, admin);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Invalid id' });
      }
    });
  });

  describe('GET /users/verification', () => {
    const verify = (headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: '/api/v1/users/verification', headers }).then((response) => response.json());

    it('is true for a valid token', async () => {
      const account = await createAccount(server.app);
      await expect(verify(account.headers)).resolves.toBe(true);
    });

    it('is false without a token, for a forged one, and for a user who is gone', async () => {
      await expect(verify()).resolves.toBe(false);
      await expect(verify({ authorization: 'Bearer not.a.token' })).resolves.toBe(false);
      const ghost = await server.app.sessionTokens.sign({ userId: 2_000_000_000, role: 'user' });
      await expect(verify({ authorization: `Bearer ${ghost}` })).resolves.toBe(false);
    });

    it('is false once the role in the token is out of date', async () => {
      const account = await createAccount(server.app);
      await updateRole(server.app.database.db, account.username, 'librarian');
      await expect(verify(account.headers)).resolves.toBe(false);
    });
  });
});
