import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, readings, usermediaTags, userSubmedia } from '../db/schema';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('library entries', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let book: number;
  let album: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    book = await createMedia(server.app, { title: 'A Wizard of Earthsea', numPages: 183 });
    album = await createMedia(server.app, {
      type: 'album',
      title: 'Blue',
      numPages: 2,
      submedia: [
        { title: 'All I Want', overallnum: 1 },
        { title: 'My Old Man', overallnum: 2 },
      ],
    });
  });
  afterAll(() => server.close());

  describe('POST /usermedias?mediaID=', () => {
    it('adds the item In Library and answers the new entry', async () => {
      const response = await call('POST', `/usermedias?mediaID=${book}`, cast.owner);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        usermediaID: expect.any(Number),
        mediaID: book,
        media: { mediaID: book, title: 'A Wizard of Earthsea' },
        status: 'library',
        rating: 0,
        review: null,
        favorited: false,
        progress: 0,
        currentReading: null,
        readings: [],
        entries: [],
        recommendations: [],
        tags: [],
      });
    });

    it('refuses the same item twice with 409', async () => {
      const response = await call('POST', `/usermedias?mediaID=${book}`, cast.owner);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'That media is already in your library' });
    });

    it('takes a starting status; currentlyReading starts the current reading', async () => {
      const response = await call('POST', `/usermedias?mediaID=${book}&status=currentlyReading`, cast.other);
      expect(response.json()).toMatchObject({
        status: 'currentlyReading',
        currentReading: { readingID: expect.any(Number) },
        readings: [{ dateFinished: null, status: null, entries: [] }],
      });
    });

    it('gives each song a usersubmediaID of the entry', async () => {
      const { media } = (await call('POST', `/usermedias?mediaID=${album}`, cast.owner)).json();
      const unmarked = { favorited: false, season: null, episode: null, airDate: null, runtime: null, watched: false, watchCount: 0, lastWatched: null };
      expect(media.submedia).toEqual([
        { submediaID: expect.any(Number), usersubmediaID: expect.any(Number), title: 'All I Want', overallnum: 1, ...unmarked },
        { submediaID: expect.any(Number), usersubmediaID: expect.any(Number), title: 'My Old Man', overallnum: 2, ...unmarked },
      ]);
    });

    it('refuses unknown, hidden or malformed media, and the anonymous', async () => {
      const hidden = await createMedia(server.app, { title: 'Hidden', restricted: true });
      expect((await call('POST', `/usermedias?mediaID=${hidden}`, cast.owner)).statusCode).toBe(404);
      expect((await call('POST', '/usermedias?mediaID=2000000000', cast.owner)).json()).toEqual({ message: 'Media not found' });
      expect((await call('POST', '/usermedias?mediaID=x', cast.owner)).json()).toEqual({ message: 'Invalid id' });
      expect((await call('POST', '/usermedias', cast.owner)).statusCode).toBe(400);
      expect((await call('POST', `/usermedias?mediaID=${book}&status=owned`, cast.owner)).statusCode).toBe(400);
      expect((await call('POST', `/usermedias?mediaID=${book}`)).statusCode).toBe(401);
      expect((await call('POST', `/usermedias?mediaID=${hidden}`, cast.admin)).statusCode).toBe(201);
    });
  });

  describe('reading an entry', () => {
    it('answers GET /usermedias/{id} to the owner only', async () => {
      const id = await shelve(server.app, cast.librarian, book);
      expect((await call('GET', `/usermedias/${id}`, cast.librarian)).json()).toMatchObject({ usermediaID: id, mediaID: book });
      expect((await call('GET', `/usermedias/${id}`, cast.owner)).statusCode).toBe(404);
      expect((await call('GET', `/usermedias/${id}`, cast.admin)).statusCode).toBe(404);
      expect((await call('GET', `/usermedias/${id}`)).statusCode).toBe(401);
      expect((await call('GET', '/usermedias/2000000000', cast.owner)).json()).toEqual({ message: 'This shelf is empty' });
    });

    it('finds the caller’s entry by media, or says the shelf is empty', async () => {
      const item = await createMedia(server.app, { title: 'Tehanu' });
      expect((await call('GET', `/usermedias/media/${item}`, cast.owner)).json()).toEqual({ message: 'This shelf is empty' });
      const id = await shelve(server.app, cast.owner, item);
      expect((await call('GET', `/usermedias/media/${item}`, cast.owner)).json()).toMatchObject({ usermediaID: id });
      expect((await call('GET', `/usermedias/media/${item}`, cast.other)).statusCode).toBe(404);
    });

    it('checks whether an item is in the library', async () => {
      const item = await createMedia(server.app, { title: 'The Other Wind' });
      expect((await call('GET', `/usermedias/check/${item}`, cast.owner)).json()).toBe(false);
      await shelve(server.app, cast.owner, item);
      expect((await call('GET', `/usermedias/check/${item}`, cast.owner)).json()).toBe(true);
      expect((await call('GET', `/usermedias/check/${item}`, cast.other)).json()).toBe(false);
      expect((await call('GET', '/usermedias/check/2000000000', cast.owner)).json()).toBe(false);
      expect((await call('GET', `/usermedias/check/${item}`)).statusCode).toBe(401);
    });
  });

  describe('PATCH /usermedias/{id}', () => {
    let id: number;
    const patch = (body: object, account: Account = cast.owner) => call('PATCH', `/usermedias/${id}`, account, body);

    beforeAll(async () => {
      id = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Patchable', numPages: 300 }), 'TBR');
    });

    it.each([
      [{ rating: 7 }, { rating: 7 }],
      [{ rating: 0 }, { rating: 0 }],
      [{ progress: 300 }, { progress: 300 }],
      [{ review: 'Loved it.\nTwice.' }, { review: 'Loved it.\nTwice.' }],
      [{ review: '  ' }, { review: null }],
      [{ favorited: true }, { favorited: true }],
    ])('changes %j and answers the entry', async (body, expected) => {
      const response = await patch(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ usermediaID: id, ...expected });
    });

    it.each([
      [{ rating: 11 }, 'Rating must be a whole number from 0 to 10'],
      [{ rating: -1 }, 'Rating must be a whole number from 0 to 10'],
      [{ rating: 2.5 }, 'Rating must be a whole number from 0 to 10'],
      [{ progress: 301 }, 'Progress must be a page number from 0 to the number of pages'],
      [{ progress: -1 }, 'Must be 0 or more'],
      [{ progress: 'ten' }, undefined],
      [{ status: 'owned' }, undefined],
      [{ rating: 5, favorited: true }, undefined],
      [{}, undefined],
    ])('refuses %j with 400', async (body, message) => {
      const response = await patch(body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    });

    it('is the owner’s alone', async () => {
      expect((await patch({ rating: 1 }, cast.other)).statusCode).toBe(404);
      expect((await patch({ rating: 1 }, cast.admin)).statusCode).toBe(404);
      expect((await call('PATCH', `/usermedias/${id}`, undefined, { rating: 1 })).statusCode).toBe(401);
      expect((await call('PATCH', '/usermedias/2000000000', cast.owner, { rating: 1 })).statusCode).toBe(404);
    });

    it('starts a reading on currentlyReading and ends it as read or DNF on leaving', async () => {
      const started = (await patch({ status: 'currentlyReading' })).json();
      expect(started).toMatchObject({ status: 'currentlyReading', progress: 0, currentReading: { readingID: expect.any(Number) } });
      const again = (await patch({ status: 'currentlyReading' })).json();
      expect(again.readings).toHaveLength(1);
      const done = (await patch({ status: 'read' })).json();
      expect(done).toMatchObject({ status: 'read', currentReading: null, readings: [{ status: 'read', dateFinished: expect.any(String) }] });
      await patch({ status: 'currentlyReading' });
      const dropped = (await patch({ status: 'TBR' })).json();
      expect(dropped.readings.map((reading: { status: string }) => reading.status)).toEqual(['read', 'DNF']);
    });
  });

  describe('DELETE /usermedias/{id}', () => {
    it('removes the entry with its readings, entries, tags, song favourites and recommendations', async () => {
      const id = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Doomed', type: 'album', submedia: [{ title: 'Song', overallnum: 1 }] }), 'currentlyReading');
      const full = (await call('GET', `/usermedias/${id}`, cast.owner)).json();
      await call('POST', `/entries/${id}`, cast.owner, { body: 'A thought.', readingID: full.currentReading.readingID });
      const { tagID } = (await call('POST', '/tags?tagValue=doomed', cast.owner)).json();
      await call('PUT', `/usermedias/${id}/tags/${tagID}`, cast.owner);
      await call('POST', '/recommendations', cast.owner, { mediaA: full.mediaID, mediaB: book });

      expect((await call('DELETE', `/usermedias/${id}`, cast.other)).statusCode).toBe(404);
      expect((await call('DELETE', `/usermedias/${id}`)).statusCode).toBe(401);
      const response = await call('DELETE', `/usermedias/${id}`, cast.owner);
      expect(response.statusCode).toBe(204);
      const db = server.app.database.db;
      for (const table of [readings, entries, usermediaTags, userSubmedia]) {
        const rows = await db.select().from(table);
        expect(rows.filter((row) => row.usermediaId === id)).toEqual([]);
      }
      expect((await call('GET', `/usermedias/check/${full.mediaID}`, cast.owner)).json()).toBe(false);
      const readded = (await call('POST', `/usermedias?mediaID=${full.mediaID}`, cast.owner)).json();
      expect(readded.recommendations).toEqual([]);
      expect((await call('DELETE', `/usermedias/${id}`, cast.owner)).statusCode).toBe(404);
    });
  });
});
