import { TokenResponseSchema, UserSchema } from '@shelfmark/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, VALID_RESET_TOKEN, users } from '../fixtures/users';
import { resetMockDb } from '../db/mock-db';
import { makeToken, readToken } from '../token';
import { handlers } from './index';

const server = setupServer(...handlers);
const base = 'http://localhost/api/v1';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const bearer = (userId: number, role: 'user' | 'admin' = 'user') => ({
  Authorization: `Bearer ${makeToken({ userId, role })}`,
});

describe('health', () => {
  it('answers ok', async () => {
    await expect((await fetch(`${base}/health`)).json()).resolves.toEqual({ status: 'ok' });
  });
});

describe('sessions', () => {
  it('signs a fixture user in with a token carrying their id and role', async () => {
    const response = await post('/sessions', { username: 'lu_librarian', password: FIXTURE_PASSWORD });
    const { token } = TokenResponseSchema.parse(await response.json());
    expect(readToken(token)).toMatchObject({ sub: '2', role: 'librarian' });
  });

  it('refuses a wrong password with 401 and the log-in message', async () => {
    const response = await post('/sessions', { username: 'ada_99', password: 'wrong password!' });
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({ message: 'Failed to log in, please try again' });
  });

  it('refuses an invalid body with 400 and the rule message', async () => {
    const response = await post('/sessions', { username: 'ada lovelace', password: FIXTURE_PASSWORD });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ message: 'Invalid Username!' });
  });
});

describe('registration', () => {
  const registration = { email: 'grace@example.com', username: 'grace_h', password: FIXTURE_PASSWORD };

  it('creates a user who can then sign in', async () => {
    const response = await post('/users', registration);
    expect(response.status).toBe(201);
    expect(readToken(TokenResponseSchema.parse(await response.json()).token)).toMatchObject({ sub: '4', role: 'user' });
    expect((await post('/sessions', { username: 'grace_h', password: FIXTURE_PASSWORD })).status).toBe(200);
  });

  it('answers 409 Username already taken', async () => {
    const response = await post('/users', { ...registration, username: 'ada_99' });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toEqual({ message: 'Username already taken' });
  });

  it('forgets registrations when the mock database is reset', async () => {
    await post('/users', registration);
    resetMockDb();
    expect((await post('/sessions', { username: 'grace_h', password: FIXTURE_PASSWORD })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('accepts a plain-text email and rejects anything else', async () => {
    const send = (body: string) =>
      fetch(`${base}/users/passwordreset`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    expect((await send('ada@example.com')).status).toBe(204);
    const refused = await send('ada');
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toEqual({ message: 'Invalid Email!' });
  });

  it('says whether a reset token is valid', async () => {
    await expect((await fetch(`${base}/users/passwordreset/${VALID_RESET_TOKEN}`)).json()).resolves.toBe(true);
    await expect((await fetch(`${base}/users/passwordreset/unknown`)).json()).resolves.toBe(false);
  });

  it('sets the new password once, then the token is spent', async () => {
    const reset = () =>
      fetch(`${base}/users/passwordreset/${VALID_RESET_TOKEN}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: 'a brand new password' }),
      });
    expect((await reset()).status).toBe(204);
    expect((await post('/sessions', { username: 'ada_99', password: 'a brand new password' })).status).toBe(200);
    const again = await reset();
    expect(again.status).toBe(400);
    await expect(again.json()).resolves.toEqual({ message: 'Invalid request' });
  });
});

describe('users', () => {
  it('verifies a stored token', async () => {
    await expect((await fetch(`${base}/users/verification`, { headers: bearer(1) })).json()).resolves.toBe(true);
    await expect((await fetch(`${base}/users/verification`, { headers: bearer(99) })).json()).resolves.toBe(false);
    await expect((await fetch(`${base}/users/verification`)).json()).resolves.toBe(false);
  });

  it('returns a user without the password', async () => {
    const response = await fetch(`${base}/users/3`, { headers: bearer(1) });
    expect(UserSchema.strict().parse(await response.json())).toEqual(users.admin);
  });

  it('answers 401 without a token and 404 for an unknown user', async () => {
    expect((await fetch(`${base}/users/1`)).status).toBe(401);
    expect((await fetch(`${base}/users/99`, { headers: bearer(1) })).status).toBe(404);
  });
});
