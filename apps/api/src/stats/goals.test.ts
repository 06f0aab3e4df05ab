import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelveWithHistory } from './testing/shelf-history';

describe('goals', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const put = (account: Account | undefined, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/goals', headers: account?.headers ?? {}, payload: payload as object });
  const get = (account: Account | undefined, query = '') => server.app.inject({ method: 'GET', url: `/api/v1/goals${query}`, headers: account?.headers ?? {} });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const book = await createMedia(server.app, { title: 'Earthsea' });
    const film = await createMedia(server.app, { type: 'movie', title: 'Paprika' });
    await shelveWithHistory(server.app, cast.owner, book, {
      status: 'read',
      readings: [
        { start: '2024-12-20T12:00:00Z', end: '2025-01-02T12:00:00Z' },
        { start: '2025-12-30T12:00:00Z', end: '2026-01-01T12:00:00Z' },
      ],
    });
    await shelveWithHistory(server.app, cast.owner, film, { status: 'read', readings: [{ start: '2025-05-05T12:00:00Z', end: '2025-05-05T12:00:00Z' }] });
  });
  afterAll(() => server.close());

  it('sets a goal per media type and year, answers the year’s goals with what was finished in it', async () => {
    const set = await put(cast.owner, { year: 2025, type: 'book', target: 24 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ year: 2025, goals: [{ type: 'book', target: 24, finished: 1 }] });
    await put(cast.owner, { year: 2025, type: 'movie', target: 50 });
    await put(cast.owner, { year: 2025, type: 'book', target: 12 });
    expect((await get(cast.owner, '?year=2025')).json()).toEqual({
      year: 2025,
      goals: [
        { type: 'book', target: 12, finished: 1 },
        { type: 'movie', target: 50, finished: 1 },
      ],
    });
    expect((await get(cast.owner, '?year=2026')).json()).toEqual({ year: 2026, goals: [] });
  });

  it('removes a goal with a target of 0, and keeps goals to their owner', async () => {
    await put(cast.owner, { year: 2030, type: 'album', target: 12 });
    expect((await get(cast.other, '?year=2030')).json()).toEqual({ year: 2030, goals: [] });
    expect((await put(cast.owner, { year: 2030, type: 'album', target: 0 })).json()).toEqual({ year: 2030, goals: [] });
  });

  it('defaults to this year', async () => {
    expect((await get(cast.owner)).json().year).toBe(new Date().getUTCFullYear());
  });

  it('refuses bad goals with a message', async () => {
    const cases: [unknown, string][] = [
      [{ year: 2025, type: 'book', target: -1 }, 'A goal is a whole number from 1 to 10,000, or 0 to remove it'],
      [{ year: 2025, type: 'book', target: 10_001 }, 'A goal is a whole number from 1 to 10,000, or 0 to remove it'],
      [{ year: 2025, type: 'book', target: 2.5 }, 'A goal is a whole number from 1 to 10,000, or 0 to remove it'],
      [{ year: 2025, type: 'book', target: '24' }, 'A goal is a whole number from 1 to 10,000, or 0 to remove it'],
      [{ year: 1066, type: 'book', target: 3 }, 'Year must be a year from 1900 to 2200, or all'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(cast.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await put(cast.owner, { year: 2025, type: 'comic', target: 3 })).statusCode).toBe(400);
    expect((await get(cast.owner, '?year=99999')).statusCode).toBe(400);
    expect((await put(undefined, { year: 2025, type: 'book', target: 3 })).statusCode).toBe(401);
  });
});
