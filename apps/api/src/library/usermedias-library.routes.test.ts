import type { Status } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('shelves', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const ids: Record<string, number> = {};

  const get = async (url: string, account: Account = cast.owner) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const titles = async (url: string, account?: Account) => (await get(url, account)).map((item: { media: { title: string } }) => item.media.title);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const [austen, bronte, dickens] = await Promise.all(['Jane Austen', 'Charlotte Brontë', 'Charles Dickens'].map((name) => createCreator(server.app, name)));
    const shelf: [string, number | undefined, Status, 'book' | 'movie'][] = [
      ['Persuasion', austen, 'read', 'book'],
      ['Emma', austen, 'read', 'book'],
      ['Jane Eyre', bronte, 'read', 'book'],
      ['Bleak House', dickens, 'read', 'book'],
      ['Great Expectations', dickens, 'read', 'movie'],
      ['Villette', bronte, 'TBR', 'book'],
      ['Hard Times', dickens, 'currentlyReading', 'book'],
      ['Untitled', undefined, 'DNF', 'book'],
    ];
    for (const [title, creator, status, type] of shelf) {
      const mediaId = await createMedia(server.app, { title, type, creators: creator ? [creator] : [] });
      ids[title] = await shelve(server.app, cast.owner, mediaId, status);
    }
    await shelve(server.app, cast.other, await createMedia(server.app, { title: 'Not Mine' }), 'read');
  });
  afterAll(() => server.close());

  it('pages a shelf sorted by creator last name, then title, by default', async () => {
    expect(await titles('/usermedias/library/page')).toEqual(['Emma', 'Persuasion', 'Jane Eyre', 'Bleak House', 'Great Expectations']);
    expect(await titles('/usermedias/library/page?pageNumber=2&pageSize=2&library=read')).toEqual(['Jane Eyre', 'Bleak House']);
    expect(await titles('/usermedias/library/page?pageNumber=4&pageSize=2&library=read')).toEqual([]);
  });

  it.each([
    ['creator', false, ['Great Expectations', 'Bleak House', 'Jane Eyre', 'Persuasion', 'Emma']],
    ['title', true, ['Bleak House', 'Emma', 'Great Expectations', 'Jane Eyre', 'Persuasion']],
    ['title', false, ['Persuasion', 'Jane Eyre', 'Great Expectations', 'Emma', 'Bleak House']],
    ['recent', false, ['Great Expectations', 'Bleak House', 'Jane Eyre', 'Emma', 'Persuasion']],
    ['recent', true, ['Persuasion', 'Emma', 'Jane Eyre', 'Bleak House', 'Great Expectations']],
  ])('sorts by %s, asc=%s', async (sortBy, asc, expected) => {
    expect(await titles(`/usermedias/library/page?library=read&sortBy=${sortBy}&asc=${asc}`)).toEqual(expected);
  });

  it('gives page items everything a card shows', async () => {
    const [first] = await get('/usermedias/library/page?library=currentlyReading');
    expect(first).toEqual({
      usermediaID: ids['Hard Times'],
      mediaID: expect.any(Number),
      media: expect.objectContaining({ title: 'Hard Times', creators: [expect.objectContaining({ last: 'Dickens' })] }),
      status: 'currentlyReading',
      rating: 0,
      review: null,
      favorited: false,
      progress: 0,
      currentReading: { readingID: expect.any(Number) },
      tags: [],
    });
  });

  it('filters by type, by value or plural label', async () => {
    expect(await titles('/usermedias/library/page/type?library=read&type=movie')).toEqual(['Great Expectations']);
    expect(await titles('/usermedias/library/page/type?library=read&type=Books&sortBy=title')).toEqual(['Bleak House', 'Emma', 'Jane Eyre', 'Persuasion']);
    await expect(get('/usermedias/library/page/type/total?library=read&type=Books')).resolves.toBe(4);
    await expect(get('/usermedias/library/page/type/total?library=read&type=movie')).resolves.toBe(1);
  });

  it('lists whole shelves, recent newest first', async () => {
    expect(await titles('/usermedias/library?library=currentlyReading')).toEqual(['Hard Times']);
    expect(await titles('/usermedias/library?library=TBR')).toEqual(['Villette']);
    expect((await titles('/usermedias/library?library=recent')).slice(0, 2)).toEqual(['Untitled', 'Hard Times']);
    expect(await titles('/usermedias/library')).toHaveLength(5);
  });

  it('keeps totals in step with every change', async () => {
    const total = (query: string) => get(`/usermedias/library/page/total?${query}`);
    await expect(total('library=read')).resolves.toBe(5);
    await expect(total('')).resolves.toBe(5);
    await expect(total('library=recent')).resolves.toBe(8);
    await expect(total('library=favorites')).resolves.toBe(0);
    await expect(total('library=watch')).resolves.toBe(0);

    const patch = (id: number | undefined, body: object) =>
      server.app.inject({ method: 'PATCH', url: `/api/v1/usermedias/${id}`, headers: cast.owner.headers, payload: body });
    await patch(ids['Emma'], { favorited: true });
    await patch(ids['Villette'], { favorited: true });
    await patch(ids['Villette'], { status: 'read' });
    await expect(total('library=favorites')).resolves.toBe(2);
    await expect(total('library=read')).resolves.toBe(6);
    await expect(total('library=TBR')).resolves.toBe(0);
    expect(await titles('/usermedias/library/page?library=favorites')).toEqual(['Emma', 'Villette']);

    await server.app.inject({ method: 'DELETE', url: `/api/v1/usermedias/${ids['Emma']}`, headers: cast.owner.headers });
    await expect(total('library=read')).resolves.toBe(5);
    await expect(total('library=favorites')).resolves.toBe(1);
    await expect(get('/usermedias/library/page/total?library=read', cast.other)).resolves.toBe(1);
  });

  it('resorts entries when their media change', async () => {
    const [untitled] = await get('/usermedias/library?library=DNF');
    const patch = (payload: object) =>
      server.app.inject({ method: 'PATCH', url: `/api/v1/medias/${untitled.mediaID}`, headers: cast.librarian.headers, payload });
    expect((await patch({ title: 'Aardvark' })).statusCode).toBe(200);
    expect(await titles('/usermedias/library/page?library=recent&sortBy=title&pageSize=1')).toEqual(['Aardvark']);
    const zola = await createCreator(server.app, 'Émile Zola');
    expect((await patch({ creators: [zola] })).statusCode).toBe(200);
    expect(await titles('/usermedias/library/page?library=recent&sortBy=creator&asc=false&pageSize=1')).toEqual(['Aardvark']);
    await expect(get('/usermedias/library/page/type/total?library=DNF&type=book')).resolves.toBe(1);
  });

  it.each([
    ['/usermedias/library?library=owned', 'library must be one of library, watch, TBR, read, DNF, currentlyReading, recent or favorites'],
    ['/usermedias/library/page?sortBy=author', 'sortBy must be creator, title or recent'],
    ['/usermedias/library/page?asc=yes', 'asc must be true or false'],
    ['/usermedias/library/page?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['/usermedias/library/page?pageNumber=-2', 'pageNumber must be a whole number from 1'],
    ['/usermedias/library/page/type?library=read', 'type must be a media type (book, movie, tvshow, album, videogame) or its plural label'],
    ['/usermedias/library/page/type/total?type=Comics', 'type must be a media type (book, movie, tvshow, album, videogame) or its plural label'],
    ['/usermedias/library/page/total?library=all', 'library must be one of library, watch, TBR, read, DNF, currentlyReading, recent or favorites'],
  ])('refuses %s with 400', async (url, message) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cast.owner.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('needs sign-in for every shelf call', async () => {
    for (const url of [
      '/usermedias/library',
      '/usermedias/library/page',
      '/usermedias/library/page/total',
      '/usermedias/library/page/type?type=book',
      '/usermedias/library/page/type/total?type=book',
    ]) {
      expect((await server.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });
});
