import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';

describe('series', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const postSeries = (account: Account | undefined, payload: string | object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/series',
      headers: { ...(account?.headers ?? {}), ...(typeof payload === 'string' ? { 'content-type': 'text/plain' } : {}) },
      payload,
    });
  const getSeries = (id: number | string, account?: Account) =>
    server.app.inject({ method: 'GET', url: `/api/v1/series/${id}`, headers: account?.headers ?? {} });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('takes the name as plain text and answers the seriesID', async () => {
    const response = await postSeries(cast.librarian, 'Earthsea Cycle');
    expect(response.statusCode).toBe(201);
    const { seriesID } = response.json();
    expect((await getSeries(seriesID, cast.owner)).json()).toEqual({
      seriesID,
      name: 'Earthsea Cycle',
      description: null,
      mediaInSeries: [],
      tvshowsInSeries: [],
    });
  });

  it('takes JSON too, and answers an existing series of the same name with 200', async () => {
    const created = await postSeries(cast.admin, { name: 'The Expanse', description: 'Belters and Martians.' });
    expect(created.statusCode).toBe(201);
    const again = await postSeries(cast.admin, 'the expanse');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    expect((await getSeries(created.json().seriesID, cast.owner)).json().description).toBe('Belters and Martians.');
  });

  it('is for any signed-in user, and needs a name', async () => {
    expect((await postSeries(cast.owner, 'Mine')).statusCode).toBe(201);
    expect((await postSeries(undefined, 'Mine')).statusCode).toBe(401);
    for (const body of ['   ', { name: '' }]) {
      const response = await postSeries(cast.admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Name is required' });
    }
  });

  it('lists media by number and TV shows newest first, restricted ones for the admin only', async () => {
    const { seriesID } = (await postSeries(cast.admin, 'Dune')).json();
    await createMedia(server.app, { title: 'Dune Messiah', seriesID, seriesNum: 2 });
    await createMedia(server.app, { title: 'Dune', seriesID, seriesNum: 1 });
    await createMedia(server.app, { type: 'movie', title: 'Dune: Part Two', seriesID, seriesNum: 2.5 });
    await createMedia(server.app, { type: 'tvshow', title: 'Frank Herbert’s Dune', seriesID, startyear: 2000 });
    await createMedia(server.app, { type: 'tvshow', title: 'Dune: Prophecy', seriesID, startyear: 2024 });
    await createMedia(server.app, { title: 'Dune Notes', seriesID, seriesNum: 0, restricted: true });
    const read = async (account: Account) => {
      const body = (await getSeries(seriesID, account)).json();
      const titlesOf = (list: { title: string }[]) => list.map((item) => item.title);
      return [titlesOf(body.mediaInSeries), titlesOf(body.tvshowsInSeries)];
    };
    expect(await read(cast.owner)).toEqual([
      ['Dune', 'Dune Messiah', 'Dune: Part Two'],
      ['Dune: Prophecy', 'Frank Herbert’s Dune'],
    ]);
    expect((await read(cast.admin))[0]).toEqual(['Dune Notes', 'Dune', 'Dune Messiah', 'Dune: Part Two']);
  });

  it('answers 404, 400 and 401 as usual', async () => {
    expect((await getSeries(2_000_000_000, cast.owner)).json()).toEqual({ message: 'Series not found' });
    expect((await getSeries('1x', cast.owner)).statusCode).toBe(400);
    expect((await getSeries(1)).statusCode).toBe(401);
  });
});
