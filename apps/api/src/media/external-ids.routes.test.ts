import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('external ids and release precision', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });
  const item = (fields: object) => ({ creators: [], genreIDs: [], restricted: false, ...fields });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('keeps a record’s ids, read from links as pasted, and finds the record by any of them', async () => {
    const created = await call(
      'POST',
      '/medias',
      cast.librarian,
      item({ type: 'tvshow', title: 'Breaking Bad', externalIds: { imdb: 'https://www.imdb.com/title/tt0903747/', tmdb_tv: '1396', tvdb: '81189' } }),
    );
    expect(created.statusCode).toBe(201);
    const { mediaID } = created.json();
    expect((await call('GET', `/medias/${mediaID}`, cast.owner)).json().externalIds).toEqual({ imdb: 'tt0903747', tmdb_tv: '1396', tvdb: '81189' });

    const found = await call('GET', '/medias/by-external/imdb/TT0903747', cast.owner);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ media: { mediaID, title: 'Breaking Bad' }, submediaID: null });
    expect((await call('GET', '/medias/by-external/tmdb_tv/1396', cast.owner)).json().media.mediaID).toBe(mediaID);

    // null removes one id, a source left out keeps its id.
    await call('PATCH', `/medias/${mediaID}`, cast.librarian, { externalIds: { tvdb: null, tmdb_tv: '1397' } });
    expect((await call('GET', `/medias/${mediaID}`, cast.owner)).json().externalIds).toEqual({ imdb: 'tt0903747', tmdb_tv: '1397' });
    expect((await call('GET', '/medias/by-external/tvdb/81189', cast.owner)).statusCode).toBe(404);
  });

  it('refuses a second record claiming an id, naming the first', async () => {
    const first = (await call('POST', '/medias', cast.librarian, item({ type: 'movie', title: 'Heat', externalIds: { imdb: 'tt0113277' } }))).json().mediaID;
    const second = await call('POST', '/medias', cast.librarian, item({ type: 'movie', title: 'Heat (copy)', externalIds: { imdb: 'tt0113277' } }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: `That IMDb id already belongs to "Heat" (media ${first})` });
    // Nothing of the refused record was kept.
    const catalogue = await call('POST', '/search', cast.owner, { searchString: 'Heat (copy)', searchType: 'Title' });
    expect(JSON.stringify(catalogue.json())).not.toContain('Heat (copy)');
  });

  it('refuses an id that is not one, with the field’s message', async () => {
    const bad = await call('POST', '/medias', cast.librarian, item({ type: 'movie', title: 'Bad Id', externalIds: { imdb: '12345' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Not a valid IMDb id');
    expect((await call('POST', '/medias', cast.librarian, item({ type: 'movie', title: 'Bad Source', externalIds: { netflix: '1' } }))).statusCode).toBe(400);
    expect((await call('GET', '/medias/by-external/netflix/1', cast.owner)).statusCode).toBe(400);
    expect((await call('GET', '/medias/by-external/imdb/tt0000001', cast.owner)).json()).toEqual({ message: 'No media item has that id' });
    expect((await call('GET', '/medias/by-external/imdb/tt0000001')).statusCode).toBe(401);
  });

  it('finds an episode by its id, and a book by its ISBN in either form', async () => {
    const show = (
      await call(
        'POST',
        '/medias',
        cast.librarian,
        item({ type: 'tvshow', title: 'Episodic', submedia: [{ title: 'Pilot', overallnum: 1, season: 1, episode: 1, externalIds: { tmdb_episode: '62085', imdb: 'tt0959621' } }] }),
      )
    ).json().mediaID;
    const episode = (await call('GET', `/medias/${show}`, cast.owner)).json().submedia[0];
    expect(episode.externalIds).toEqual({ tmdb_episode: '62085', imdb: 'tt0959621' });
    expect((await call('GET', '/medias/by-external/tmdb_episode/62085', cast.owner)).json()).toMatchObject({ media: { mediaID: show }, submediaID: episode.submediaID });
    expect((await call('GET', '/medias/by-external/imdb/tt0959621', cast.owner)).json().submediaID).toBe(episode.submediaID);

    const book = (await call('POST', '/medias', cast.librarian, item({ type: 'book', title: 'Dune', isbn: '0441172717' }))).json().mediaID;
    expect((await call('GET', '/medias/by-external/isbn/978-0441172719', cast.owner)).json().media.mediaID).toBe(book);
    expect((await call('GET', '/medias/by-external/isbn/0441172717', cast.owner)).json().media.mediaID).toBe(book);
  });

  it('hides restricted records from those who may not see them', async () => {
    await call('POST', '/medias', cast.admin, item({ type: 'movie', title: 'Secret', restricted: true, externalIds: { tmdb_movie: '999999' } }));
    expect((await call('GET', '/medias/by-external/tmdb_movie/999999', cast.owner)).statusCode).toBe(404);
    expect((await call('GET', '/medias/by-external/tmdb_movie/999999', cast.admin)).statusCode).toBe(200);
  });

  it('keeps a release date as precisely as it was given', async () => {
    const year = (await call('POST', '/medias', cast.librarian, item({ type: 'book', title: 'Pride and Prejudice', publication: '1813' }))).json().mediaID;
    expect((await call('GET', `/medias/${year}`, cast.owner)).json()).toMatchObject({ publication: '1813-01-01', publicationPrecision: 'year' });
    await call('PATCH', `/medias/${year}`, cast.librarian, { publication: '1813-01' });
    expect((await call('GET', `/medias/${year}`, cast.owner)).json()).toMatchObject({ publication: '1813-01-01', publicationPrecision: 'month' });
    await call('PATCH', `/medias/${year}`, cast.librarian, { publication: '1813-01-28' });
    const day = (await call('GET', `/medias/${year}`, cast.owner)).json();
    expect(day.publication).toBe('1813-01-28');
    expect(day.publicationPrecision).toBeUndefined();
    expect((await call('PATCH', `/medias/${year}`, cast.librarian, { publication: '1813-13' })).statusCode).toBe(400);
  });
});
