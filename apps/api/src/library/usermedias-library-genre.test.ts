import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

const FANTASY = 1;
const SCIFI = 2;
const HORROR = 9;

/** genre on the paged shelf calls and their totals: filtered and counted on the server. */
describe('shelves by genre', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const entries: Record<string, number> = {};
  const media: Record<string, number> = {};

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, account: Account = cast.owner, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const get = async (url: string, account?: Account) => {
    const response = await call('GET', url, account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = async (url: string) => (await get(url)).map((item: { media: { title: string } }) => item.media.title);
  const total = (url: string): Promise<number> => get(url);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const leGuin = await createCreator(server.app, 'Ursula K. Le Guin');
    const herbert = await createCreator(server.app, 'Frank Herbert');
    const king = await createCreator(server.app, 'Stephen King');
    const shelf = [
      ['A Wizard of Earthsea', leGuin, [FANTASY], 'read', 'book'],
      ['The Dispossessed', leGuin, [SCIFI], 'read', 'book'],
      ['The Left Hand of Darkness', leGuin, [SCIFI, FANTASY], 'read', 'book'],
      ['Dune', herbert, [SCIFI], 'read', 'movie'],
      ['It', king, [HORROR], 'read', 'book'],
      ['Tehanu', leGuin, [FANTASY], 'TBR', 'book'],
      ['Untagged', herbert, [], 'read', 'book'],
    ] as const;
    for (const [title, creator, genreIDs, status, type] of shelf) {
      const mediaId = await createMedia(server.app, { title, type, creators: [creator], genreIDs: [...genreIDs] });
      media[title] = mediaId;
      entries[title] = await shelve(server.app, cast.owner, mediaId, status);
    }
    // Another user's shelf of the same genre must not show up or count.
    await shelve(server.app, cast.other, await createMedia(server.app, { title: 'Not Mine', genreIDs: [FANTASY] }), 'read');
  });
  afterAll(() => server.close());

  it('pages a shelf of one genre in the order asked', async () => {
    expect(await titles(`/usermedias/library/page?library=read&genre=${FANTASY}`)).toEqual(['A Wizard of Earthsea', 'The Left Hand of Darkness']);
    expect(await titles(`/usermedias/library/page?library=read&genre=${SCIFI}&sortBy=title&asc=false`)).toEqual([
      'The Left Hand of Darkness',
      'The Dispossessed',
      'Dune',
    ]);
    expect(await titles(`/usermedias/library/page?library=read&genre=${SCIFI}&pageSize=2&pageNumber=2`)).toEqual(['Dune']);
    expect(await titles(`/usermedias/library/page?library=recent&genre=${FANTASY}&sortBy=recent&asc=false`)).toEqual([
      'Tehanu',
      'The Left Hand of Darkness',
      'A Wizard of Earthsea',
    ]);
  });

  it('combines genre with type', async () => {
    expect(await titles(`/usermedias/library/page/type?library=read&type=Books&genre=${SCIFI}`)).toEqual(['The Dispossessed', 'The Left Hand of Darkness']);
    expect(await titles(`/usermedias/library/page/type?library=read&type=movie&genre=${SCIFI}`)).toEqual(['Dune']);
    expect(await titles(`/usermedias/library/page/type?library=read&type=movie&genre=${FANTASY}`)).toEqual([]);
  });

  it('counts a shelf of one genre, with and without a type', async () => {
    expect(await total(`/usermedias/library/page/total?library=read&genre=${SCIFI}`)).toBe(3);
    expect(await total(`/usermedias/library/page/total?library=recent&genre=${FANTASY}`)).toBe(3);
    expect(await total(`/usermedias/library/page/type/total?library=read&type=book&genre=${SCIFI}`)).toBe(2);
    expect(await total(`/usermedias/library/page/type/total?library=read&type=movie&genre=${HORROR}`)).toBe(0);
  });

  it('takes genre 0, or none, as no genre', async () => {
    expect(await total('/usermedias/library/page/total?library=read&genre=0')).toBe(6);
    expect(await total('/usermedias/library/page/total?library=read')).toBe(6);
    expect(await titles('/usermedias/library/page?library=read&genre=0&pageSize=100')).toHaveLength(6);
  });

  it('keeps pages and counts in step with status, favourite, removal and the item’s genres', async () => {
    const fantasyRead = () => total(`/usermedias/library/page/total?library=read&genre=${FANTASY}`);
    expect((await call('PATCH', `/usermedias/${entries['Tehanu']}`, cast.owner, { status: 'read' })).statusCode).toBe(200);
    expect(await fantasyRead()).toBe(3);
    expect((await call('PATCH', `/usermedias/${entries['Tehanu']}`, cast.owner, { favorited: true })).statusCode).toBe(200);
    expect(await total(`/usermedias/library/page/total?library=favorites&genre=${FANTASY}`)).toBe(1);
    expect(await titles(`/usermedias/library/page?library=favorites&genre=${FANTASY}`)).toEqual(['Tehanu']);
    expect(await total(`/usermedias/library/page/total?library=favorites&genre=${SCIFI}`)).toBe(0);

    expect((await call('PATCH', `/medias/${media['It']}`, cast.librarian, { genreIDs: [HORROR, FANTASY] })).statusCode).toBe(200);
    expect(await fantasyRead()).toBe(4);
    expect(await titles(`/usermedias/library/page?library=read&genre=${FANTASY}&sortBy=title`)).toContain('It');
    expect((await call('PATCH', `/medias/${media['It']}`, cast.librarian, { genreIDs: [] })).statusCode).toBe(200);
    expect(await total(`/usermedias/library/page/total?library=read&genre=${HORROR}`)).toBe(0);
    expect(await fantasyRead()).toBe(3);

    expect((await call('DELETE', `/usermedias/${entries['Tehanu']}`)).statusCode).toBe(204);
    expect(await fantasyRead()).toBe(2);
    expect(await total(`/usermedias/library/page/total?library=favorites&genre=${FANTASY}`)).toBe(0);
  });

  it.each(['18', '-1', '1.5', 'fantasy', '99999999999'])('refuses genre=%s with 400 and a message, on all four calls', async (genre) => {
    for (const path of ['/page?', '/page/total?', '/page/type?type=book&', '/page/type/total?type=book&']) {
      const response = await call('GET', `/usermedias/library${path}genre=${genre}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'genre must be 0 (none) or a genre id from 1 to 17' });
    }
  });
});
