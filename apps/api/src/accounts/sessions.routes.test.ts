import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from './testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('POST /sessions', () => {
  let server: TestApp;
  const signIn = (body: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: body as object });

  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  it('answers a token whose payload is the user id, then the role', async () => {
    const account = await createAccount(server.app, 'librarian', 'lu_librarian');
    const response = await signIn({ username: 'lu_librarian', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const payload = decodeJwt(response.json().token);
    expect(Object.keys(payload)).toEqual(['sub', 'role', 'iat', 'exp']);
    expect(payload).toMatchObject({ sub: String(account.userId), role: 'librarian' });
  });

  it('matches the username in any letter case', async () => {
    await createAccount(server.app, 'user', 'Grace_H');
    expect((await signIn({ username: 'grace_h', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a wrong password or an unknown user alike with 401 'Failed to log in, please try again'", async () => {
    await createAccount(server.app, 'user', 'ada_99');
    for (const body of [
      { username: 'ada_99', password: 'not the right password' },
      { username: 'nobody_here', password: TEST_PASSWORD },
    ]) {
      const response = await signIn(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Failed to log in, please try again' });
    }
  });

  it.each([
    [{ username: 'ada lovelace', password: TEST_PASSWORD }, 'Invalid Username!'],
    [{ username: '', password: TEST_PASSWORD }, 'Invalid Username!'],
    [{ username: 'ada_99', password: 'short' }, 'Invalid password!'],
  ])('validates the body %j with the rule message', async (body, message) => {
    const response = await signIn(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
