import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PrivateRedis } from '../testing/private-redis';
import { createAttemptCounter } from './attempt-store';
import { redisAttemptStore } from './redis-attempt-store';

let redis: PrivateRedis;

beforeAll(async () => {
  redis = await PrivateRedis.create();
  await redis.start();
});
afterAll(() => redis?.kill());

const prefix = () => `test:${Math.random().toString(36).slice(2)}:`;

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Redis attempt store', () => {
  it('counts in fixed windows shared by every client of the same Redis', async () => {
    const keyPrefix = prefix();
    const [one, two] = await Promise.all([0, 1].map(() => redisAttemptStore({ url: redis.url, keyPrefix, warn: () => {} })));
    const counterOne = createAttemptCounter(one!, 'sign-in', 2);
    const counterTwo = createAttemptCounter(two!, 'sign-in', 2);
    expect([await counterOne.hit('a'), await counterTwo.hit('a')]).toEqual([0, 0]);
    const wait = await counterOne.hit('a');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await counterTwo.hit('b')).toBe(0);
    const shortWindow = createAttemptCounter(one!, 'short', 1, 200);
    expect([await shortWindow.hit('x'), (await shortWindow.hit('x')) > 0]).toEqual([0, true]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await shortWindow.hit('x')).toBe(0);
    await Promise.all([one!.close(), two!.close()]);
  });

  it('lets attempts through uncounted, with a warning, while Redis is gone, and counts again once it is back', async () => {
    const warn = vi.fn();
    const store = await redisAttemptStore({ url: redis.url, keyPrefix: prefix(), warn });
    const counter = createAttemptCounter(store, 'limit', 1);
    expect(await counter.hit('k')).toBe(0);
    expect(await counter.hit('k')).toBeGreaterThan(0);
    await redis.kill();
    expect(await counter.hit('k')).toBe(0);
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/not counted|uncounted/);
    await redis.start();
    // Redis restarted empty: the first attempt opens a new window, the second is over the limit.
    await eventually(async () => (await counter.hit('k2')) > 0);
    await store.close();
  });

  it('starts while Redis is unreachable', async () => {
    const warn = vi.fn();
    const store = await redisAttemptStore({ url: 'redis://127.0.0.1:1', keyPrefix: prefix(), warn });
    expect(await store.hit('k', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
    expect(warn).toHaveBeenCalledTimes(1);
    await store.close();
  });
});

describe('sign-in limits with REDIS_URL, across two instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: '3', REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix() };
    [first, second] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const signIn = (server: TestApp, username: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username, password: 'a wrong password' }, remoteAddress });

  it('holds the per-address limit across instances', async () => {
    const codes = [];
    for (const server of [first, second, first, second]) codes.push((await signIn(server, `someone_${codes.length}`, '10.9.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('holds the per-username limit across instances and addresses', async () => {
    const codes = [];
    for (const [index, server] of [first, second, first, second].entries()) codes.push((await signIn(server, 'Shared_Target', `10.9.1.${index}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('answers as usual, never 500, while Redis is down', async () => {
    await redis.kill();
    try {
      const codes = [];
      for (let index = 0; index < 6; index++) codes.push((await signIn(index % 2 ? first : second, 'while_down', '10.9.2.1')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401]);
    } finally {
      await redis.start();
    }
  });
});
