import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia, createSeries } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('search', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const search = async (body: object, account: Account = cast.owner, path = '/search') => {
    const response = await server.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: account.headers, payload: body });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const titles = async (searchString: string, searchType = 'Title', account?: Account, path?: string) =>
    (await search({ searchString, searchType }, account, path)).map((item: { title?: string; media?: { title: string } }) => item.title ?? item.media?.title);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const [herbert, leGuin] = await Promise.all([createCreator(server.app, 'Frank Herbert'), createCreator(server.app, 'Ursula K. Le Guin')]);
    const [dune, earthsea] = await Promise.all([createSeries(server.app, 'Dune Chronicles'), createSeries(server.app, 'Earthsea Cycle')]);
    await createMedia(server.app, { title: 'Dune', creators: [herbert], seriesID: dune, isbn: '9780441172719' });
    await createMedia(server.app, { title: 'Dune Messiah', creators: [herbert], seriesID: dune, isbn: '0-399-12792-0'.replace(/-/g, '') });
    await createMedia(server.app, { title: 'Children of Dune', creators: [herbert], seriesID: dune });
    await createMedia(server.app, { title: 'A Wizard of Earthsea', creators: [leGuin], seriesID: earthsea, isbn: '9780547773742' });
    await createMedia(server.app, { title: 'The Left Hand of Darkness', creators: [leGuin] });
    await createMedia(server.app, { type: 'movie', title: 'Dune: Part Two' });
    await createMedia(server.app, { title: 'Dune Secrets', restricted: true });
  });
  afterAll(() => server.close());

  describe('Title', () => {
    it('ranks whole-word matches first, shortest title first', async () => {
      const found = await titles('dune');
      expect(found).toEqual(['Dune', 'Dune Messiah', 'Dune: Part Two', 'Children of Dune']);
      expect(await titles('dun')).toEqual(['Dune', 'Dune Messiah', 'Dune: Part Two', 'Children of Dune']);
    });

    it("corrects misspelt words: 'dune mesiah' finds Dune Messiah", async () => {
      expect((await titles('dune mesiah'))[0]).toBe('Dune Messiah');
      expect(await titles('wizzard earthsee')).toEqual(['A Wizard of Earthsea']);
    });

    it('finds words still being typed and text inside words', async () => {
      expect(await titles('left ha')).toEqual(['The Left Hand of Darkness']);
      expect(await titles('arkne')).toEqual(['The Left Hand of Darkness']);
      expect(await titles('100%_\\')).toEqual([]);
      expect(await titles('!?')).toEqual([]);
    });

    it('answers whole media items, limited to limit', async () => {
      const [first] = await search({ searchString: 'wizard', searchType: 'Title' });
      expect(first).toMatchObject({ title: 'A Wizard of Earthsea', series: { name: 'Earthsea Cycle' }, creators: [{ last: 'Guin' }] });
      expect(await search({ searchString: 'dune', searchType: 'Title', limit: 2 })).toHaveLength(2);
    });
  });

  describe('Isbn', () => {
    it('ignores hyphens and spaces and matches ISBN-10 and ISBN-13 alike', async () => {
      expect(await titles('978-0-441-17271-9', 'Isbn')).toEqual(['Dune']);
      expect(await titles('0 441 17271 7', 'Isbn')).toEqual(['Dune']);
      expect(await titles('978-0-399-12792-2', 'Isbn')).toEqual(['Dune Messiah']);
      expect(await titles('0399127920', 'Isbn')).toEqual(['Dune Messiah']);
    });

    it('matches the start of an ISBN, and nothing for text', async () => {
      expect((await titles('978-0', 'Isbn')).sort()).toEqual(['A Wizard of Earthsea', 'Dune', 'Dune Messiah']);
      expect(await titles('dune', 'Isbn')).toEqual([]);
    });
  });

  describe('Creator, Series and Tag', () => {
    it('finds creators by any part of the name, misspellings included', async () => {
      expect(await search({ searchString: 'herbert', searchType: 'Creator' })).toEqual([
        { creatorID: expect.any(Number), name: 'Frank Herbert', first: 'Frank', last: 'Herbert' },
      ]);
      expect((await search({ searchString: 'le gui', searchType: 'Creator' }))[0]).toMatchObject({ name: 'Ursula K. Le Guin' });
      expect((await search({ searchString: 'ursla', searchType: 'Creator' }))[0]).toMatchObject({ name: 'Ursula K. Le Guin' });
    });

    it('finds series', async () => {
      expect(await search({ searchString: 'earthsea', searchType: 'Series' })).toEqual([{ seriesID: expect.any(Number), name: 'Earthsea Cycle' }]);
    });

    it('finds only the caller’s own tags', async () => {
      await server.app.inject({ method: 'POST', url: '/api/v1/tags?tagValue=desert%20planets', headers: cast.owner.headers });
      await server.app.inject({ method: 'POST', url: '/api/v1/tags?tagValue=desert%20islands', headers: cast.other.headers });
      expect(await search({ searchString: 'desert', searchType: 'Tag' })).toEqual([{ tagID: expect.any(Number), tagValue: 'desert planets' }]);
    });
  });

  describe('POST /search/allaccess', () => {
    it('includes restricted media, for the admin only', async () => {
      expect(await titles('dune secrets', 'Title', cast.admin, '/search/allaccess')).toContain('Dune Secrets');
      expect(await titles('dune secrets', 'Title', cast.admin)).not.toContain('Dune Secrets');
      for (const account of [cast.librarian, cast.owner]) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/v1/search/allaccess',
          headers: account.headers,
          payload: { searchString: 'dune', searchType: 'Title' },
        });
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('POST /search/library', () => {
    let reader: Account;

    beforeAll(async () => {
      reader = (await createCast(server.app)).owner;
      const library = await search({ searchString: 'dune', searchType: 'Title', limit: 50 });
      for (const item of library.filter((media: { title: string }) => ['Dune', 'A Wizard of Earthsea'].includes(media.title))) {
        const entry = await shelve(server.app, reader, item.mediaID);
        if (item.title === 'Dune') {
          const { tagID } = (await server.app.inject({ method: 'POST', url: '/api/v1/tags?tagValue=spice', headers: reader.headers })).json();
          await server.app.inject({ method: 'PUT', url: `/api/v1/usermedias/${entry}/tags/${tagID}`, headers: reader.headers });
        }
      }
      await shelve(server.app, reader, (await search({ searchString: 'wizard', searchType: 'Title' }))[0].mediaID);
    });

    it('finds library entries only, by title by default', async () => {
      const [entry, ...rest] = await search({ searchString: 'dune' }, reader, '/search/library');
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({ usermediaID: expect.any(Number), media: { title: 'Dune' }, tags: [{ tagValue: 'spice' }] });
    });

    it('searches the library by ISBN, creator, series and tag', async () => {
      expect(await titles('0441172717', 'Isbn', reader, '/search/library')).toEqual(['Dune']);
      expect(await titles('le guin', 'Creator', reader, '/search/library')).toEqual(['A Wizard of Earthsea']);
      expect(await titles('chronicles', 'Series', reader, '/search/library')).toEqual(['Dune']);
      expect(await titles('spic', 'Tag', reader, '/search/library')).toEqual(['Dune']);
      expect(await titles('spice', 'Tag', cast.owner, '/search/library')).toEqual([]);
    });
  });

  it.each([
    [{ searchString: '', searchType: 'Title' }, 'Search text is empty'],
    [{ searchString: ' ', searchType: 'Title' }, 'Search text is empty'],
    [{ searchString: 'x', searchType: 'Genre' }, undefined],
    [{ searchString: 'x', searchType: 'Title', limit: 51 }, 'limit must be a whole number from 1 to 50'],
    [{ searchString: 'x'.repeat(201), searchType: 'Title' }, 'Text is too long'],
  ])('refuses %j with 400', async (body, message) => {
    for (const path of ['/search', '/search/library', '/search/allaccess']) {
      const response = await server.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: cast.admin.headers, payload: body });
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    }
  });

  it('needs sign-in', async () => {
    for (const path of ['/search', '/search/library', '/search/allaccess']) {
      const response = await server.app.inject({ method: 'POST', url: `/api/v1${path}`, payload: { searchString: 'x', searchType: 'Title' } });
      expect(response.statusCode).toBe(401);
    }
  });
});
