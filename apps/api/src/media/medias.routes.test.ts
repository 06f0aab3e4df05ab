import type { MediaCreate } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia, createSeries } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('media', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let herbert: number;
  let anderson: number;
  let duneSeries: number;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  const dune = (): MediaCreate => ({
    type: 'book',
    title: 'Dune',
    description: 'Desert planet.',
    seriesID: duneSeries,
    seriesNum: 1,
    creators: [herbert],
    genreIDs: [2, 13],
    restricted: false,
    publication: '1965-08-01',
    numPages: 412,
    isbn: '9780441172719',
  });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    [herbert, anderson, duneSeries] = await Promise.all([
      createCreator(server.app, 'Frank Herbert'),
      createCreator(server.app, 'Kevin J. Anderson'),
      createSeries(server.app, 'Dune Chronicles'),
    ]);
  });
  afterAll(() => server.close());

  describe('POST /medias', () => {
    it('lets a librarian add an item and answers its mediaID, which reads back whole', async () => {
      const created = await call('POST', '/medias', cast.librarian, dune());
      expect(created.statusCode).toBe(201);
      const { mediaID } = created.json();
      const read = await call('GET', `/medias/${mediaID}`, cast.owner);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        mediaID,
        type: 'book',
        title: 'Dune',
        description: 'Desert planet.',
        isbn: '9780441172719',
        publication: '1965-08-01',
        numPages: 412,
        numEpisodes: null,
        seasons: null,
        startyear: null,
        endyear: null,
        parentguide: null,
        seriesID: duneSeries,
        series: { seriesID: duneSeries, name: 'Dune Chronicles' },
        seriesNum: 1,
        creators: [{ creatorID: herbert, name: 'Frank Herbert', first: 'Frank', last: 'Herbert' }],
        genres: [
          { genreID: 2, genreNAME: 'science fiction' },
          { genreID: 13, genreNAME: 'adventure' },
        ],
        restricted: false,
        tags: [],
        submedia: [],
        externalIds: {},
      });
    });

    it('keeps songs and episodes in number order', async () => {
      const created = await call('POST', '/medias', cast.admin, {
        type: 'album',
        title: 'Blue',
        creators: [],
        genreIDs: [],
        restricted: false,
        numPages: 2,
        submedia: [
          { title: 'Carey', overallnum: 2 },
          { title: 'All I Want', overallnum: 1 },
        ],
      });
      const read = (await call('GET', `/medias/${created.json().mediaID}`, cast.owner)).json();
      const unmarked = { favorited: false, season: null, episode: null, airDate: null, runtime: null, watched: false, watchCount: 0, lastWatched: null };
      expect(read.submedia).toEqual([
        { submediaID: expect.any(Number), usersubmediaID: null, title: 'All I Want', overallnum: 1, ...unmarked },
        { submediaID: expect.any(Number), usersubmediaID: null, title: 'Carey', overallnum: 2, ...unmarked },
      ]);
    });

    it('is for any signed-in user', async () => {
      expect((await call('POST', '/medias', cast.owner, { ...dune(), isbn: null })).statusCode).toBe(201);
      expect((await call('POST', '/medias', undefined, { ...dune(), isbn: null })).statusCode).toBe(401);
    });

    it('lets only the admin restrict an item', async () => {
      for (const account of [cast.librarian, cast.owner]) {
        const refused = await call('POST', '/medias', account, { ...dune(), isbn: null, restricted: true });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Only an admin can restrict media' });
      }
      expect((await call('POST', '/medias', cast.admin, { ...dune(), isbn: null, restricted: true })).statusCode).toBe(201);
    });

    it.each([
      [{ title: ' ' }, 400, 'Title is required'],
      [{ title: 'x'.repeat(501) }, 400, 'Title can be at most 500 characters'],
      [{ numPages: -1 }, 400, 'Must be 0 or more'],
      [{ seasons: -1 }, 400, 'Must be 0 or more'],
      [{ startyear: -1 }, 400, 'Must be 0 or more'],
      [{ endyear: -1 }, 400, 'Must be 0 or more'],
      [{ numPages: 1.5 }, 400, 'Must be a whole number'],
      [{ numPages: 1e12 }, 400, 'Number is too large'],
      [{ isbn: '978-0441' }, 400, 'ISBN must be 10 or 13 digits'],
      [{ type: 'movie', isbn: '0441172717' }, 400, 'Only books have an ISBN'],
      [{ type: 'comic' }, 400, undefined],
      [{ genreIDs: [18] }, 400, 'Unknown genre'],
      [{ publication: '1965-13-01' }, 400, undefined],
      [{ creators: [2_000_000_000] }, 404, 'Creator not found'],
      [{ creators: [1e12] }, 400, undefined],
      [{ seriesID: 2_000_000_000 }, 404, 'Series not found'],
      [{ submedia: [{ title: 'a', overallnum: 1 }, { title: 'b', overallnum: 1 }] }, 400, 'Each song or episode needs a number of its own'],
    ])('refuses %j with %i', async (change, status, message) => {
      const response = await call('POST', '/medias', cast.admin, { ...dune(), isbn: null, ...change });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
      else expect(response.json().message).toEqual(expect.any(String));
    });

    it('lets Number of Episodes go below 0', async () => {
      const response = await call('POST', '/medias', cast.admin, { ...dune(), type: 'tvshow', isbn: null, numEpisodes: -1 });
      expect(response.statusCode).toBe(201);
    });

    it('refuses an ISBN already in the catalogue, in either form', async () => {
      const response = await call('POST', '/medias', cast.admin, { ...dune(), isbn: '0441172717' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'A book with that ISBN is already in the catalogue' });
    });
  });

  describe('GET /medias/{id}', () => {
    it('hides restricted items from everyone but the admin', async () => {
      const hidden = await createMedia(server.app, { title: 'Hidden', restricted: true });
      expect((await call('GET', `/medias/${hidden}`, cast.admin)).statusCode).toBe(200);
      for (const account of [cast.librarian, cast.owner]) {
        const response = await call('GET', `/medias/${hidden}`, account);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Media not found' });
      }
    });

    it('answers 404 for unknown ids, 400 for malformed ones, 401 without sign-in', async () => {
      expect((await call('GET', '/medias/2000000000', cast.owner)).statusCode).toBe(404);
      expect((await call('GET', '/medias/abc', cast.owner)).statusCode).toBe(400);
      expect((await call('GET', '/medias/1')).statusCode).toBe(401);
    });
  });

  describe('PATCH /medias/{id}', () => {
    it('replaces the fields, keeps the ISBN and answers the item', async () => {
      const id = await createMedia(server.app, { title: 'Dune Mesiah', isbn: '9780441172696', creators: [herbert] });
      const { isbn: _isbn, ...update } = dune();
      const response = await call('PATCH', `/medias/${id}`, cast.librarian, {
        ...update,
        title: 'Dune Messiah',
        seriesNum: 2,
        creators: [anderson, herbert],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        mediaID: id,
        title: 'Dune Messiah',
        isbn: '9780441172696',
        seriesNum: 2,
        creators: [{ creatorID: anderson }, { creatorID: herbert }],
      });
    });

    it('is for admins and librarians, and only the admin restricts or sees restricted items', async () => {
      const id = await createMedia(server.app, { title: 'Editable' });
      const body = { type: 'book', title: 'Edited', creators: [], genreIDs: [], restricted: false };
      expect((await call('PATCH', `/medias/${id}`, cast.owner, body)).statusCode).toBe(403);
      expect((await call('PATCH', `/medias/${id}`, undefined, body)).statusCode).toBe(401);
      expect((await call('PATCH', `/medias/${id}`, cast.librarian, { ...body, restricted: true })).statusCode).toBe(403);
      expect((await call('PATCH', `/medias/${id}`, cast.admin, { ...body, restricted: true })).statusCode).toBe(200);
      expect((await call('PATCH', `/medias/${id}`, cast.librarian, body)).statusCode).toBe(404);
      expect((await call('PATCH', '/medias/2000000000', cast.admin, body)).statusCode).toBe(404);
    });

    it('lets a librarian edit a restricted item they can see, keeping the flag only the admin changes', async () => {
      // On the librarian's shelf before the admin restricted it: the librarian still sees it.
      const id = await createMedia(server.app, { title: 'Shelved Secret' });
      await shelve(server.app, cast.librarian, id);
      expect((await call('PATCH', `/medias/${id}`, cast.admin, { restricted: true })).statusCode).toBe(200);
      const body = { type: 'book', title: 'Shelved Secret, edited', creators: [], genreIDs: [] };
      const edited = await call('PATCH', `/medias/${id}`, cast.librarian, body);
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: 'Shelved Secret, edited', restricted: true });
      expect((await call('PATCH', `/medias/${id}`, cast.librarian, { ...body, restricted: true })).statusCode).toBe(200);
      expect((await call('PATCH', `/medias/${id}`, cast.librarian, { ...body, restricted: false })).json()).toEqual({ message: 'Only an admin can restrict media' });
    });

    it('matches songs by number, so the list can change', async () => {
      const id = await createMedia(server.app, {
        type: 'album',
        title: 'Court and Spark',
        submedia: [
          { title: 'Help Me', overallnum: 1 },
          { title: 'Free Man', overallnum: 2 },
        ],
      });
      const body = { type: 'album', title: 'Court and Spark', creators: [], genreIDs: [], restricted: false };
      const before = (await call('GET', `/medias/${id}`, cast.owner)).json().submedia;
      const after = (
        await call('PATCH', `/medias/${id}`, cast.admin, {
          ...body,
          submedia: [
            { title: 'Help Me (remaster)', overallnum: 1 },
            { title: 'Raised on Robbery', overallnum: 3 },
          ],
        })
      ).json().submedia;
      expect(after.map((song: { title: string }) => song.title)).toEqual(['Help Me (remaster)', 'Raised on Robbery']);
      expect(after[0].submediaID).toBe(before[0].submediaID);
      const unchanged = (await call('PATCH', `/medias/${id}`, cast.admin, body)).json().submedia;
      expect(unchanged).toHaveLength(2);
    });
  });
});
