import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia, createSeries } from '../testing/catalog';
import { shelveWithHistory } from './testing/shelf-history';

describe('series progress', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const ids: Record<string, number> = {};

  const progress = (account: Account | undefined, path: string) =>
    server.app.inject({ method: 'GET', url: `/api/v1/series/${path}`, headers: account?.headers ?? {} });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const { app } = server;
    ids.saga = await createSeries(app, 'Earthsea Cycle');
    const book = (title: string, seriesNum: number, restricted = false) => createMedia(app, { title, seriesID: ids.saga, seriesNum, restricted });
    ids.one = await book('A Wizard of Earthsea', 1);
    ids.two = await book('The Tombs of Atuan', 2);
    ids.three = await book('The Farthest Shore', 3);
    ids.four = await book('Tehanu', 4);
    ids.five = await book('The Other Wind', 5);
    ids.secret = await book('Earthsea Notes', 2.5, true);
    await shelveWithHistory(app, cast.owner, ids.one, { status: 'read' });
    // Re-reading: finished once already, so it counts.
    await shelveWithHistory(app, cast.owner, ids.two, {
      status: 'currentlyReading',
      readings: [
        { start: '2024-01-01T12:00:00Z', end: '2024-01-09T12:00:00Z' },
        { start: '2025-04-01T12:00:00Z', end: null },
      ],
    });
    await shelveWithHistory(app, cast.owner, ids.three, { status: 'DNF' });

    ids.films = await createSeries(app, 'Earthsea (films)');
    ids.film = await createMedia(app, { type: 'movie', title: 'Tales from Earthsea', seriesID: ids.films, seriesNum: 1 });
    ids.show = await createMedia(app, { type: 'tvshow', title: 'Legend of Earthsea', seriesID: ids.films, startyear: 2004 });
    await shelveWithHistory(app, cast.owner, ids.film, { status: 'read' });

    ids.done = await createSeries(app, 'Finished Duology');
    for (const [title, seriesNum] of [['Part One', 1], ['Part Two', 2]] as const) {
      await shelveWithHistory(app, cast.owner, await createMedia(app, { title, seriesID: ids.done, seriesNum }), { status: 'read' });
    }
    ids.unstarted = await createSeries(app, 'Not Started');
    await shelveWithHistory(app, cast.owner, await createMedia(app, { title: 'Someday', seriesID: ids.unstarted, seriesNum: 1 }), { status: 'TBR' });
  });
  afterAll(() => server.close());

  it('counts the finished items and names the next one by number, skipping the given-up ones', async () => {
    const response = await progress(cast.owner, `${ids.saga}/progress`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      seriesID: ids.saga,
      name: 'Earthsea Cycle',
      total: 5,
      finished: 2,
      mediaType: 'book',
      nextUp: { mediaID: ids.four, type: 'book', title: 'Tehanu', seriesNum: 4 },
    });
  });

  it('counts restricted items for the admin only, and works across media types', async () => {
    expect((await progress(cast.admin, `${ids.saga}/progress`)).json()).toMatchObject({ total: 6, finished: 0, nextUp: { title: 'A Wizard of Earthsea' } });
    expect((await progress(cast.owner, `${ids.films}/progress`)).json()).toMatchObject({
      total: 2,
      finished: 1,
      mediaType: null,
      nextUp: { mediaID: ids.show, type: 'tvshow', title: 'Legend of Earthsea', seriesNum: null },
    });
    expect((await progress(cast.owner, `${ids.done}/progress`)).json()).toMatchObject({ total: 2, finished: 2, nextUp: null });
  });

  it('lists the caller’s series under way for Home, not the finished or unstarted ones', async () => {
    const list = (await progress(cast.owner, 'progress')).json();
    expect(list.map((series: { name: string }) => series.name).sort()).toEqual(['Earthsea (films)', 'Earthsea Cycle']);
    expect((await progress(cast.other, 'progress')).json()).toEqual([]);
  });

  it('answers 404 for an unknown series, 400 for a bad id, 401 without a session', async () => {
    expect((await progress(cast.owner, '2000000000/progress')).json()).toEqual({ message: 'Series not found' });
    expect((await progress(cast.owner, 'x1/progress')).statusCode).toBe(400);
    expect((await progress(undefined, `${ids.saga}/progress`)).statusCode).toBe(401);
    expect((await progress(undefined, 'progress')).statusCode).toBe(401);
  });
});
