import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
