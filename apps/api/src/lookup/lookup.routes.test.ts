import type { ImportRow, ImportRowsPage, LookupResponse } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAndWait } from '../imports/testing/upload';
import { startStandIn, type StandIn } from './testing/stand-in';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('look-up of metadata (against a local stand-in of the services)', () => {
  let standIn: StandIn;
  let server: TestApp;
  let user: Account;
  const lookUp = (query: string, account = user, app = server.app) => app.inject({ method: 'GET', url: `/api/v1/lookup?${query}`, headers: account.headers });

  beforeAll(async () => {
    standIn = await startStandIn();
    server = await buildTestApp({ ...standIn.env(), LOOKUP_TIMEOUT_MS: '1500' });
    user = await createAccount(server.app);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('finds a book by ISBN at Open Library, with its description from the work, in Add Media’s fields', async () => {
    const response = await lookUp('type=book&isbn=978-0-441-17271-9');
    expect(response.statusCode).toBe(200);
    expect(response.json<LookupResponse>()).toEqual({
      services: [{ service: 'openlibrary', state: 'ok', message: null }],
      results: [
        {
          service: 'openlibrary',
          serviceId: '/works/OL893415W',
          type: 'book',
          title: 'Dune',
          creators: ['Frank Herbert'],
          description: 'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides.',
          isbn: '9780441172719',
          publication: '2005-01-01',
          publicationPrecision: 'year',
          numPages: 661,
          numEpisodes: null,
          seasons: null,
          startyear: null,
          endyear: null,
          genreIDs: [2],
          coverUrl: '/api/v1/lookup/covers/openlibrary/isbn-9780441172719',
          externalIds: { openlibrary_work: 'OL893415W', openlibrary_edition: 'OL26242482M' },
        },
      ],
    });
    // It says who it is, with a contact, as Open Library asks.
    expect(standIn.calls.find((call) => call.path.startsWith('/openlibrary/api/books'))?.userAgent).toMatch(/^Shelfmark\/\S+ \( admin@example\.com \)$/);
  });

  it('finds books by title, and serves their covers itself', async () => {
    const { results } = (await lookUp('type=book&q=left%20hand%20of%20darkness')).json<LookupResponse>();
    expect(results[0]).toMatchObject({
      title: 'The Left Hand of Darkness',
      creators: ['Ursula K. Le Guin'],
      isbn: '9780441478125',
      publication: '1969-01-01',
      publicationPrecision: 'year',
      numPages: 304,
      genreIDs: [2, 3],
      externalIds: { openlibrary_work: 'OL59863W', openlibrary_edition: 'OL7267076M' },
    });
    const cover = await server.app.inject({ method: 'GET', url: results[0]?.coverUrl ?? '', headers: user.headers });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/lookup/covers/openlibrary/..%2Fetc', headers: user.headers })).statusCode).toBe(404);
  });

  it('finds albums at MusicBrainz (one per release group), covers through the Cover Art Archive, one call a second', async () => {
    const first = await lookUp('type=album&q=kind%20of%20blue');
    const { results } = first.json<LookupResponse>();
    expect(results).toEqual([
      expect.objectContaining({
        service: 'musicbrainz',
        title: 'Kind of Blue',
        creators: ['Miles Davis'],
        publication: '1959-08-17',
        numPages: 5,
        coverUrl: '/api/v1/lookup/covers/musicbrainz/f5093c06-23e3-404f-aeaa-40f72885ee3a',
        externalIds: { musicbrainz_release: 'f5093c06-23e3-404f-aeaa-40f72885ee3a', musicbrainz_release_group: '8e8a594f-2175-32e0-8c8a-9e0d2d2f1c1d' },
      }),
    ]);
    const cover = await server.app.inject({ method: 'GET', url: results[0]?.coverUrl ?? '', headers: user.headers });
    expect(cover.statusCode).toBe(200);
    // Three different searches reach the service in turn (pace.test.ts times their spacing).
    expect((await lookUp('type=album&q=blue')).statusCode).toBe(200);
    expect((await lookUp('type=album&q=kind')).statusCode).toBe(200);
    expect(standIn.calls.filter((call) => call.path.startsWith('/musicbrainz/ws/2/release?')).length).toBe(3);
  });

  it('answers a question it asked before from its cache', async () => {
    const before = standIn.calls.length;
    await lookUp('type=album&q=kind%20of%20blue');
    expect(standIn.calls.length).toBe(before);
  });

  it('finds films and TV shows at TMDB, games at IGDB, with their keys', async () => {
    const film = (await lookUp('type=movie&q=stalker&year=1979')).json<LookupResponse>();
    expect(film.results).toEqual([
      expect.objectContaining({
        title: 'Stalker',
        creators: ['Andrei Tarkovsky'],
        publication: '1979-05-25',
        numPages: 162,
        genreIDs: [2, 14],
        coverUrl: '/api/v1/lookup/covers/tmdb/sFDXXt7XaR2nPmdWqd0BFmH4yMp.jpg',
        externalIds: { tmdb_movie: '1398', imdb: 'tt0079944' },
      }),
    ]);
    expect(film.results[0]).not.toHaveProperty('publicationPrecision');
    const show = (await lookUp('type=tvshow&q=chernobyl')).json<LookupResponse>();
    expect(show.results).toEqual([
      expect.objectContaining({ title: 'Chernobyl', creators: ['Craig Mazin'], seasons: 1, numEpisodes: 5, startyear: 2019, endyear: 2019, externalIds: { tmdb_tv: '87108' } }),
    ]);
    // A search lists matches only: the episodes come when one is asked for by its id.
    expect(show.results[0]).not.toHaveProperty('submedia');
    const game = (await lookUp('type=videogame&q=hades')).json<LookupResponse>();
    expect(game.results).toEqual([
      expect.objectContaining({ title: 'Hades', creators: ['Supergiant Games'], publication: '2020-09-17', seasons: 1, genreIDs: [13, 15, 1], externalIds: { igdb: '113112' } }),
    ]);
    expect((await server.app.inject({ method: 'GET', url: game.results[0]?.coverUrl ?? '', headers: user.headers })).statusCode).toBe(200);
  });

  it('gives a TV show whole by its TMDB id: its IMDb and TVDB ids, and every season’s episodes from the season endpoint', async () => {
    const before = standIn.calls.length;
    const response = await lookUp('type=tvshow&id=67070');
    expect(response.statusCode).toBe(200);
    const [show] = response.json<LookupResponse>().results;
    expect(show).toMatchObject({ title: 'Fleabag', seasons: 2, numEpisodes: 12, externalIds: { tmdb_tv: '67070', imdb: 'tt5687612', tvdb: '318408' } });
    expect(show?.submedia).toHaveLength(12);
    expect(show?.submedia?.[0]).toEqual({ title: 'Episode 1', overallnum: 1, season: 1, episode: 1, airDate: '2016-07-21', runtime: 26, externalIds: { tmdb_episode: '1185990' } });
    expect(show?.submedia?.[7]).toEqual({ title: 'Episode 2', overallnum: 8, season: 2, episode: 2, airDate: '2019-03-11', runtime: 27, externalIds: { tmdb_episode: '1678437' } });
    expect(standIn.calls.slice(before).map((call) => call.path.split('?')[0])).toEqual([
      '/tmdb/3/tv/67070',
      '/tmdb/3/tv/67070/external_ids',
      '/tmdb/3/tv/67070/season/1',
      '/tmdb/3/tv/67070/season/2',
    ]);
    expect((await lookUp('type=tvshow&id=99999999')).json<LookupResponse>()).toEqual({ results: [], services: [{ service: 'tmdb', state: 'ok', message: null }] });
  });

  it('gives a film by its TMDB id, and an album by its MusicBrainz release with its tracks across discs', async () => {
    const [film] = (await lookUp('type=movie&id=1398')).json<LookupResponse>().results;
    expect(film).toMatchObject({ title: 'Stalker', externalIds: { tmdb_movie: '1398', imdb: 'tt0079944' } });
    const [album] = (await lookUp('type=album&id=f5093c06-23e3-404f-aeaa-40f72885ee3a')).json<LookupResponse>().results;
    expect(album?.submedia?.map((track) => [track.overallnum, track.title, track.runtime, track.season])).toEqual([
      [1, 'So What', 10, null],
      [2, 'Freddie Freeloader', 10, null],
      [3, 'Blue in Green', 6, null],
      [4, 'All Blues', 12, null],
      [5, 'Flamenco Sketches', 10, null],
    ]);
    expect(album).toMatchObject({ numPages: 5, externalIds: { musicbrainz_release: 'f5093c06-23e3-404f-aeaa-40f72885ee3a', musicbrainz_release_group: '8e8a594f-2175-32e0-8c8a-9e0d2d2f1c1d' } });
    expect(standIn.calls.at(-1)?.path).toMatch(/^\/musicbrainz\/ws\/2\/release\/f5093c06-23e3-404f-aeaa-40f72885ee3a\?inc=recordings/);
    // Books and games are whole in their search results: asked by id, nothing more to give.
    expect((await lookUp('type=book&id=OL893415W')).json<LookupResponse>().results).toEqual([]);
  });

  it('says clearly when a service is not configured, unreachable or too slow', async () => {
    const other = await buildTestApp({
      ...standIn.env(),
      TMDB_TOKEN: '',
      IGDB_CLIENT_ID: '',
      OPENLIBRARY_URL: `${standIn.url}/hang`,
      MUSICBRAINZ_URL: 'http://127.0.0.1:9',
      LOOKUP_TIMEOUT_MS: '300',
    });
    try {
      const account = await createAccount(other.app);
      const states = async (query: string) => (await lookUp(query, account, other.app)).json<LookupResponse>();
      expect(await states('type=movie&q=stalker')).toEqual({ results: [], services: [{ service: 'tmdb', state: 'unconfigured', message: 'TMDB needs an API key: set TMDB_TOKEN (or TMDB_API_KEY)' }] });
      expect((await states('type=videogame&q=hades')).services[0]).toMatchObject({ state: 'unconfigured' });
      expect((await states('type=book&q=dune')).services[0]).toEqual({ service: 'openlibrary', state: 'unreachable', message: 'Open Library did not answer within 300 ms' });
      expect((await states('type=album&q=blue')).services[0]).toEqual({ service: 'musicbrainz', state: 'unreachable', message: 'MusicBrainz cannot be reached from this server' });
      // Down services are not asked again for a while: the answer is immediate.
      const started = Date.now();
      expect((await states('type=book&q=something%20else')).services[0]).toMatchObject({ state: 'unreachable' });
      expect(Date.now() - started).toBeLessThan(250);
    } finally {
      await other.close();
    }
  });

  it('refuses a query without an ISBN, a title or an id, and an ISBN for anything but a book', async () => {
    expect((await lookUp('type=book')).statusCode).toBe(400);
    expect((await lookUp('type=movie&isbn=9780441172719')).statusCode).toBe(400);
    expect((await lookUp('type=comic&q=x')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/lookup?type=book&q=dune' })).statusCode).toBe(401);
  });

  it('fills the record an import creates from the look-up', async () => {
    const account = await createAccount(server.app);
    const header = 'Title,Authors,ISBN/UID,Read Status,Star Rating';
    const job = await importAndWait(server.app, account, 'storygraph', { name: 'sg.csv', data: Buffer.from(`${header}\nDune,Frank Herbert,9780441172719,read,5\n`) });
    const [row] = (await (await server.app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}/rows?state=review`, headers: account.headers })).json<ImportRowsPage>()).rows as [ImportRow];
    const created = await server.app.inject({ method: 'POST', url: `/api/v1/imports/${job.id}/rows/${row.id}/resolve`, headers: account.headers, payload: { action: 'create' } });
    const record = (await server.app.inject({ method: 'GET', url: `/api/v1/medias/${created.json().mediaID}`, headers: account.headers })).json();
    expect(record).toMatchObject({ title: 'Dune', numPages: 661, description: 'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides.', genres: [{ genreID: 2 }] });
    // The work's ids at Open Library come with it.
    expect(Object.keys(record.externalIds)).toEqual(expect.arrayContaining(['openlibrary_work', 'openlibrary_edition']));
  });
});
