import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { setEpisodeLength, shelveWithHistory } from './testing/shelf-history';

/** Stats, goals and the year in review count the episodes actually watched (issue 29 item 6). */
describe('episodes in stats, goals and the year in review', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const get = (account: Account, url: string) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });

  /** Marks episodes (by overallnum) watched in the entry's reading that began on `readingStart`. */
  async function watch(usermediaId: number, mediaId: number, readingStart: string, watches: [number, string][]) {
    for (const [overallnum, at] of watches) {
      await server.app.database.db.execute(sql`insert into submedia_watches (usermedia_id, reading_id, submedia_id, watched_at)
        select ${usermediaId}, r.reading_id, s.submedia_id, ${at}::timestamptz from readings r, submedia s
        where r.usermedia_id = ${usermediaId} and r.date_started = ${readingStart}::timestamptz and s.media_id = ${mediaId} and s.overallnum = ${overallnum}`);
    }
  }

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const { app } = server;
    const owner = cast.owner;
    // Two episodes have their own runtime, two take the show's episode length (45).
    const dark = await createMedia(app, {
      type: 'tvshow',
      title: 'Dark',
      numEpisodes: 4,
      submedia: [
        { overallnum: 1, title: 'Secrets', season: 1, episode: 1, runtime: 50 },
        { overallnum: 2, title: 'Lies', season: 1, episode: 2 },
        { overallnum: 3, title: 'Past and Present', season: 1, episode: 3, runtime: 60 },
        { overallnum: 4, title: 'Double Lives', season: 1, episode: 4 },
      ],
    });
    await setEpisodeLength(app, dark, 45);
    // Finished in 2025 after watching three of its four episodes (and the first already in 2024): only those count, not 4 × 45.
    const darkEntry = await shelveWithHistory(app, owner, dark, {
      status: 'read',
      readings: [
        { start: '2024-12-30T20:00:00Z', end: '2024-12-30T21:00:00Z' },
        { start: '2025-01-05T20:00:00Z', end: '2025-02-03T21:00:00Z' },
      ],
    });
    await watch(darkEntry, dark, '2024-12-30T20:00:00Z', [[1, '2024-12-30T21:00:00Z']]);
    await watch(darkEntry, dark, '2025-01-05T20:00:00Z', [
      [1, '2025-01-05T21:00:00Z'],
      [2, '2025-01-20T21:00:00Z'],
      [3, '2025-02-03T21:00:00Z'],
    ]);
    // No runtime and no episode length: counted apart.
    const lost = await createMedia(app, { type: 'tvshow', title: 'Lost', submedia: [{ overallnum: 1, title: 'Pilot', season: 1, episode: 1 }] });
    const lostEntry = await shelveWithHistory(app, owner, lost, { status: 'currentlyReading', readings: [{ start: '2025-03-01T20:00:00Z', end: null }] });
    await watch(lostEntry, lost, '2025-03-01T20:00:00Z', [[1, '2025-03-01T21:00:00Z']]);
    // Finished without any episode watched: its episodes times the episode length, as before.
    const severance = await createMedia(app, { type: 'tvshow', title: 'Severance', numEpisodes: 10 });
    await setEpisodeLength(app, severance, 30);
    await shelveWithHistory(app, owner, severance, { status: 'read', readings: [{ start: '2025-06-01T12:00:00Z', end: '2025-06-11T12:00:00Z' }] });
    // Someone else's watches never count.
    const otherEntry = await shelveWithHistory(app, cast.other, lost, { status: 'currentlyReading', readings: [{ start: '2025-03-02T20:00:00Z', end: null }] });
    await watch(otherEntry, lost, '2025-03-02T20:00:00Z', [[1, '2025-03-02T21:00:00Z']]);
    await app.inject({ method: 'PUT', url: '/api/v1/goals', headers: owner.headers, payload: { year: 2025, type: 'episodes', target: 100 } });
  });
  afterAll(() => server.close());

  it('counts minutes from the episodes watched in the year, and episodes by month', async () => {
    const body = (await get(cast.owner, '/stats?year=2025')).json();
    expect(body).toMatchObject({ minutesWatched: 50 + 45 + 60 + 10 * 30, episodesWithoutLength: 1, episodesWatched: 4, goals: [{ type: 'episodes', target: 100, finished: 4 }] });
    expect(body.episodesByPeriod.slice(0, 4)).toEqual([
      { period: '2025-01', episodes: 2 },
      { period: '2025-02', episodes: 1 },
      { period: '2025-03', episodes: 1 },
      { period: '2025-04', episodes: 0 },
    ]);
    expect(body.episodesByPeriod).toHaveLength(12);
  });

  it('counts every watch in all time, a rewatch again, by year', async () => {
    const body = (await get(cast.owner, '/stats')).json();
    expect(body).toMatchObject({ minutesWatched: 50 + 50 + 45 + 60 + 300, episodesWatched: 5, episodesByPeriod: [{ period: '2024', episodes: 1 }, { period: '2025', episodes: 4 }] });
  });

  it('shows the episodes goal with TV shows, not with books, and in GET /goals', async () => {
    expect((await get(cast.owner, '/stats?year=2025&type=tvshow')).json().goals).toEqual([{ type: 'episodes', target: 100, finished: 4 }]);
    expect((await get(cast.owner, '/stats?year=2025&type=book')).json().goals).toEqual([]);
    expect((await get(cast.owner, '/goals?year=2025')).json().goals).toEqual([{ type: 'episodes', target: 100, finished: 4 }]);
    const refused = await server.app.inject({ method: 'PUT', url: '/api/v1/goals', headers: cast.owner.headers, payload: { year: 2025, type: 'chapters', target: 3 } });
    expect(refused.statusCode).toBe(400);
  });

  it('gives the year in review its episodes watched by month', async () => {
    expect((await get(cast.owner, '/year/2025')).json().episodesByMonth).toEqual([2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Nothing finished, an episode watched: the year is in the picker all the same.
    expect((await get(cast.other, '/year/2025')).json()).toMatchObject({ items: [], years: [2025], episodesByMonth: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
  });
});
