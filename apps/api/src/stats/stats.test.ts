import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { setEpisodeLength, shelveWithHistory } from './testing/shelf-history';

describe('GET /stats', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const ids: Record<string, number> = {};

  const stats = (account: Account | undefined, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/v1/stats${query}`, headers: account?.headers ?? {} });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const { app } = server;
    const leGuin = await createCreator(app, 'Ursula Le Guin');
    const butler = await createCreator(app, 'Octavia Butler');
    ids.a = await createMedia(app, { title: 'A Wizard of Earthsea', numPages: 300, creators: [leGuin] });
    ids.b = await createMedia(app, { title: 'The Lathe of Heaven', numPages: 200, creators: [leGuin] });
    ids.c = await createMedia(app, { title: 'Dhalgren', numPages: 800 });
    ids.d = await createMedia(app, { type: 'movie', title: 'Arrival', numPages: 120 });
    ids.e = await createMedia(app, { type: 'tvshow', title: 'Severance', numEpisodes: 10 });
    ids.f = await createMedia(app, { type: 'tvshow', title: 'Pluribus', numEpisodes: 8 });
    ids.g = await createMedia(app, { title: 'Kindred', numPages: 250, creators: [butler] });
    ids.h = await createMedia(app, { title: 'Bloodchild', numPages: 100, creators: [butler] });
    ids.i = await createMedia(app, { title: 'Parable of the Sower', numPages: 340, creators: [butler] });
    await setEpisodeLength(app, ids.e, 30);

    const owner = cast.owner;
    await shelveWithHistory(app, owner, ids.a, { status: 'read', rating: 8, tags: ['cozy', 'classic'], readings: [{ start: '2025-01-10T12:00:00Z', end: '2025-01-20T12:00:00Z' }] });
    await shelveWithHistory(app, owner, ids.b, {
      status: 'read',
      rating: 6,
      tags: ['classic'],
      readings: [
        { start: '2024-05-01T12:00:00Z', end: '2024-05-05T12:00:00Z' },
        { start: '2025-03-01T12:00:00Z', end: '2025-03-04T12:00:00Z' },
      ],
    });
    await shelveWithHistory(app, owner, ids.c, { status: 'DNF', rating: 3, readings: [{ start: '2025-02-01T12:00:00Z', end: '2025-02-10T12:00:00Z', status: 'DNF' }] });
    await shelveWithHistory(app, owner, ids.d, { status: 'read', readings: [{ start: '2025-03-15T20:00:00Z', end: '2025-03-15T20:00:00Z' }] });
    await shelveWithHistory(app, owner, ids.e, { status: 'read', readings: [{ start: '2025-06-01T12:00:00Z', end: '2025-06-11T12:00:00Z' }] });
    await shelveWithHistory(app, owner, ids.f, { status: 'read', readings: [{ start: '2025-06-02T12:00:00Z', end: '2025-06-05T12:00:00Z' }] });
    // On the Read shelf with no reading: all time counts it, undated; no year does.
    await shelveWithHistory(app, owner, ids.g, { status: 'read', rating: 10 });
    // Finished "in 2025": the year counts it, its chart cannot place it in a month.
    await shelveWithHistory(app, owner, ids.h, {
      status: 'read',
      readings: [{ start: '2025-01-01T00:00:00Z', end: '2025-01-01T00:00:00Z', finishedPrecision: 'year' }],
    });
    await shelveWithHistory(app, owner, ids.i, { status: 'currentlyReading', readings: [{ start: '2025-11-01T12:00:00Z', end: null }] });
    await server.app.inject({ method: 'PUT', url: '/api/v1/goals', headers: owner.headers, payload: { year: 2025, type: 'book', target: 24 } });
  });
  afterAll(() => server.close());

  it('counts a year: finishes by month, type, pages, minutes, ratings, tags, creators, days, lengths', async () => {
    const response = await stats(cast.owner, '?year=2025');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      year: 2025,
      type: null,
      finished: 6,
      dnf: 1,
      finishedUndated: 1,
      pagesRead: 600,
      minutesWatched: 120 + 10 * 30,
      episodesWithoutLength: 8,
      averageRating: 5.67,
      averageDaysToFinish: 5.2,
      inProgress: 1,
      goals: [{ type: 'book', target: 24, finished: 3 }],
    });
    expect(body.dnfRate).toBeCloseTo(1 / 7);
    expect(body.finishedByType).toEqual([
      { type: 'book', finished: 3 },
      { type: 'tvshow', finished: 2 },
      { type: 'movie', finished: 1 },
    ]);
    expect(body.finishedByPeriod).toHaveLength(12);
    expect(body.finishedByPeriod.filter((month: { finished: number }) => month.finished > 0)).toEqual([
      { period: '2025-01', finished: 1 },
      { period: '2025-03', finished: 2 },
      { period: '2025-06', finished: 2 },
    ]);
    expect(body.ratings.map((entry: { count: number }) => entry.count)).toEqual([0, 0, 1, 0, 0, 1, 0, 1, 0, 0]);
    expect(body.topTags.map((tag: { tagValue: string; count: number }) => [tag.tagValue, tag.count])).toEqual([
      ['classic', 2],
      ['cozy', 1],
    ]);
    expect(body.topCreators.map((creator: { name: string; count: number }) => [creator.name, creator.count])).toEqual([
      ['Ursula Le Guin', 2],
      ['Octavia Butler', 1],
    ]);
    expect(body.lengths).toEqual([
      { type: 'book', longest: { mediaID: ids.a, type: 'book', title: 'A Wizard of Earthsea', length: 300 }, shortest: { mediaID: ids.h, type: 'book', title: 'Bloodchild', length: 100 } },
      { type: 'movie', longest: { mediaID: ids.d, type: 'movie', title: 'Arrival', length: 120 }, shortest: { mediaID: ids.d, type: 'movie', title: 'Arrival', length: 120 } },
      { type: 'tvshow', longest: { mediaID: ids.e, type: 'tvshow', title: 'Severance', length: 10 }, shortest: { mediaID: ids.f, type: 'tvshow', title: 'Pluribus', length: 8 } },
    ]);
  });

  it('counts all time by year, with the undated Read items apart', async () => {
    const body = (await stats(cast.owner)).json();
    expect(body).toMatchObject({ year: null, finished: 8, dnf: 1, finishedUndated: 1, goals: [] });
    expect(body.finishedByPeriod).toEqual([
      { period: '2024', finished: 1 },
      { period: '2025', finished: 6 },
    ]);
    expect(body.ratings.map((entry: { count: number }) => entry.count)).toEqual([0, 0, 1, 0, 0, 1, 0, 1, 0, 1]);
    expect((await stats(cast.owner, '?year=all')).json()).toEqual(body);
  });

  it('narrows to one media type, goals included', async () => {
    const body = (await stats(cast.owner, '?year=2025&type=book')).json();
    expect(body).toMatchObject({ type: 'book', finished: 3, dnf: 1, minutesWatched: 0, inProgress: 1, goals: [{ type: 'book', target: 24, finished: 3 }] });
    expect((await stats(cast.owner, '?year=2025&type=movie')).json()).toMatchObject({ finished: 1, pagesRead: 0, minutesWatched: 120, goals: [] });
  });

  it('shows only the caller’s own shelf, and an empty one as zeros', async () => {
    const body = (await stats(cast.other, '?year=2025')).json();
    expect(body).toMatchObject({ finished: 0, dnf: 0, dnfRate: null, averageRating: null, averageDaysToFinish: null, topTags: [], topCreators: [], lengths: [], goals: [] });
    expect(body.finishedByPeriod).toHaveLength(12);
    expect((await stats(cast.other)).json().finishedByPeriod).toEqual([]);
  });

  it('refuses a bad year or type with a message, and callers without a session', async () => {
    for (const query of ['?year=1800', '?year=abc', '?year=2025.5', '?year=', '?type=comic']) {
      const response = await stats(cast.owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/year|type|Invalid/i);
    }
    expect((await stats(cast.owner, '?year=1800')).json()).toEqual({ message: 'Year must be a year from 1900 to 2200, or all' });
    expect((await stats(undefined)).statusCode).toBe(401);
  });
});

describe('episode length of TV shows', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const media = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: cast.librarian.headers, payload });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('is saved with a TV show, changed or removed by a PATCH, and counts in the hours watched', async () => {
    const created = await media('POST', '/medias', { type: 'tvshow', title: 'Slow Horses', numEpisodes: 6, episodeLength: 45, creators: [], genreIDs: [], restricted: false });
    expect(created.statusCode).toBe(201);
    const { mediaID } = created.json();
    const read = async () => (await server.app.inject({ method: 'GET', url: `/api/v1/medias/${mediaID}`, headers: cast.owner.headers })).json().episodeLength;
    expect(await read()).toBe(45);
    await shelveWithHistory(server.app, cast.owner, mediaID, { status: 'read', readings: [{ start: '2025-04-01T12:00:00Z', end: '2025-04-06T12:00:00Z' }] });
    const stats = async () => (await server.app.inject({ method: 'GET', url: '/api/v1/stats?year=2025', headers: cast.owner.headers })).json();
    expect(await stats()).toMatchObject({ minutesWatched: 6 * 45, episodesWithoutLength: 0 });

    expect((await media('PATCH', `/medias/${mediaID}`, { episodeLength: 50 })).statusCode).toBe(200);
    expect(await read()).toBe(50);
    expect((await media('PATCH', `/medias/${mediaID}`, { episodeLength: null })).statusCode).toBe(200);
    expect(await read()).toBeNull();
  });

  it('belongs to TV shows only and is a whole number of minutes', async () => {
    const film = await media('POST', '/medias', { type: 'movie', title: 'Heat', episodeLength: 30, creators: [], genreIDs: [], restricted: false });
    expect(film.statusCode).toBe(400);
    expect(film.json()).toEqual({ message: 'Only TV shows have an episode length' });
    for (const episodeLength of [0, 1441, 22.5, '45']) {
      const response = await media('POST', '/medias', { type: 'tvshow', title: 'Odd', episodeLength, creators: [], genreIDs: [], restricted: false });
      expect(response.statusCode, String(episodeLength)).toBe(400);
      expect(response.json()).toEqual({ message: 'Episode length is a whole number of minutes from 1 to 1440' });
    }
  });
});
