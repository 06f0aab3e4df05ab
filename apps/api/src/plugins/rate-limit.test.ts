import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttemptCounter, memoryAttemptStore } from '../rate-limit/attempt-store';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('rate limit on sign-in, registration and password reset', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => server.close());

  it.each([
    ['POST', '/api/v1/sessions', { username: 'x', password: 'short' }],
    ['POST', '/api/v1/users', { username: 'x' }],
    ['PATCH', '/api/v1/users/passwordreset/abc', { password: 'short' }],
  ] as const)('answers %s %s with 429 after the limit, per address', async (method, url, payload) => {
    const attempt = (remoteAddress: string) => server.app.inject({ method, url, payload, remoteAddress });
    expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts, try again in 1 minute' });
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
  });

  it('limits reset requests too', async () => {
    const request = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/users/passwordreset',
        headers: { 'content-type': 'text/plain' },
        payload: 'nobody@example.com',
        remoteAddress: '10.0.0.3',
      });
    const codes = [(await request()).statusCode, (await request()).statusCode, (await request()).statusCode];
    expect(codes).toEqual([204, 204, 429]);
  });

  it('leaves other calls alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await server.app.inject({ method: 'GET', url: '/api/v1/users/verification', remoteAddress: '10.0.0.4' })).statusCode).toBe(200);
    }
  });
});

describe('rate limit per account', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  it('stops sign-in guesses at one username from many addresses, in any letter case', async () => {
    const guess = (username: string, remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username, password: 'wrong guess number n' }, remoteAddress });
    const codes = [];
    for (const [index, username] of ['target_user', 'TARGET_USER', 'Target_User', 'target_user'].entries()) {
      codes.push((await guess(username, `10.1.0.${index + 1}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await guess('target_user', '10.1.0.9');
    expect(limited.json()).toEqual({ message: 'Too many attempts, try again in 1 minute' });
    expect((await guess('someone_else', '10.1.0.9')).statusCode).toBe(401);
  });

  it('stops reset requests for one email from many addresses', async () => {
    const request = (email: string, remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/users/passwordreset', headers: { 'content-type': 'text/plain' }, payload: email, remoteAddress });
    const codes = [];
    for (const index of [1, 2, 3, 4]) codes.push((await request(index % 2 ? 'victim@example.com' : ' Victim@Example.com ', `10.2.0.${index}`)).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    expect((await request('bystander@example.com', '10.2.0.9')).statusCode).toBe(204);
  });
});

describe('createAttemptCounter in memory', () => {
  it('opens a new window after a minute and forgets expired ones', async () => {
    let now = 0;
    const counter = createAttemptCounter(memoryAttemptStore(() => now), 'test', 2);
    expect([await counter.hit('a'), await counter.hit('a')]).toEqual([0, 0]);
    expect(await counter.hit('a')).toBe(60_000);
    now = 59_000;
    expect(await counter.hit('a')).toBe(1_000);
    now = 60_000;
    expect(await counter.hit('a')).toBe(0);
  });
});
