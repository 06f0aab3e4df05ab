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
    // The user id first and the role second, as the browser reads them; then the session it names.
    expect(Object.keys(payload)).toEqual(['sub', 'role', 'sid', 'iat', 'exp']);
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

describe('signed-in browsers (GET and DELETE /sessions)', () => {
  let server: TestApp;
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  const signInFrom = async (username: string, userAgent: string) => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', headers: { 'user-agent': userAgent }, payload: { username, password: TEST_PASSWORD } });
    expect(answer.statusCode).toBe(200);
    return { authorization: `Bearer ${answer.json<{ token: string }>().token}`, 'user-agent': userAgent };
  };
  const call = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string>) => server.app.inject({ method, url: `/api/v1${url}`, headers });
  const sessionsSeenBy = async (headers: Record<string, string>) =>
    (await call('GET', '/sessions', headers)).json<{ sessionID: string; userAgent: string; current: boolean; address: string }[]>();

  it('lists each browser signed in, marks this one, and signs another out at once', async () => {
    const account = await createAccount(server.app, 'user');
    const laptop = await signInFrom(account.username, FIREFOX);
    const phone = await signInFrom(account.username, PHONE);

    const listed = await sessionsSeenBy(laptop);
    expect(listed.map(({ userAgent, current }) => ({ userAgent, current }))).toEqual(
      expect.arrayContaining([
        { userAgent: FIREFOX, current: true },
        { userAgent: PHONE, current: false },
      ]),
    );
    expect(listed).toHaveLength(2);
    expect(listed[0]?.address).toBe('127.0.0.1');

    const phoneSession = listed.find((session) => !session.current)?.sessionID ?? '';
    expect((await call('DELETE', `/sessions/${phoneSession}`, laptop)).statusCode).toBe(204);
    expect((await call('GET', '/sessions', phone)).statusCode).toBe(401);
    expect((await call('GET', `/users/${account.userId}`, phone)).statusCode).toBe(401);
    expect(await sessionsSeenBy(laptop)).toHaveLength(1);
    // Ended already: as absent.
    expect((await call('DELETE', `/sessions/${phoneSession}`, laptop)).statusCode).toBe(404);
  });

  it('signs this browser out (Sign Out), which then shows nowhere', async () => {
    const account = await createAccount(server.app, 'user');
    const laptop = await signInFrom(account.username, FIREFOX);
    const phone = await signInFrom(account.username, PHONE);
    expect((await call('DELETE', '/sessions/current', phone)).statusCode).toBe(204);
    expect((await call('GET', '/sessions', phone)).statusCode).toBe(401);
    expect((await sessionsSeenBy(laptop)).map((session) => session.userAgent)).toEqual([FIREFOX]);
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const account = await createAccount(server.app, 'user');
    const here = await signInFrom(account.username, FIREFOX);
    const others = [await signInFrom(account.username, PHONE), await signInFrom(account.username, 'curl/8.14.1')];
    const answer = await call('DELETE', '/sessions', here);
    expect(answer.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await call('GET', '/sessions', other)).statusCode).toBe(401);
    expect((await call('GET', '/sessions', here)).statusCode).toBe(200);
  });

  it('answers another user’s session, or one that never was, as absent', async () => {
    const owner = await createAccount(server.app, 'user');
    const other = await createAccount(server.app, 'user');
    await signInFrom(owner.username, FIREFOX);
    const [ownerSession] = await sessionsSeenBy(await signInFrom(owner.username, PHONE));
    const otherHeaders = await signInFrom(other.username, FIREFOX);
    expect((await call('DELETE', `/sessions/${ownerSession?.sessionID}`, otherHeaders)).statusCode).toBe(404);
    expect((await call('DELETE', '/sessions/AAAAAAAAAAAAAAAAAAAAAA', otherHeaders)).json()).toEqual({ message: 'Session not found' });
    expect((await call('DELETE', `/sessions/${'x'.repeat(65)}`, otherHeaders)).statusCode).toBe(400);
    expect((await call('GET', '/sessions', {})).statusCode).toBe(401);
  });
});
