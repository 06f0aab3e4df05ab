import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';

describe('catalogue', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const titles = async (url: string, account: Account = cast.owner) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });
    expect(response.statusCode).toBe(200);
    return response.json().map((item: { title: string }) => item.title);
  };

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    for (let i = 1; i <= 14; i++) await createMedia(server.app, { title: `Book ${String(i).padStart(2, '0')}`, genreIDs: i % 2 ? [1] : [4] });
    await createMedia(server.app, { type: 'movie', title: 'A Movie', genreIDs: [1] });
    await createMedia(server.app, { type: 'movie', title: 'Another Movie', genreIDs: [17] });
    await createMedia(server.app, { type: 'movie', title: 'Secret Movie', genreIDs: [1], restricted: true });
  });
  afterAll(() => server.close());

  it('pages through everything in title order, 12 at a time by default', async () => {
    const first = await titles('/medias/catalog');
    expect(first).toHaveLength(12);
    expect(first.slice(0, 3)).toEqual(['A Movie', 'Another Movie', 'Book 01']);
    expect(await titles('/medias/catalog?pageNumber=2')).toEqual(['Book 11', 'Book 12', 'Book 13', 'Book 14']);
    expect(await titles('/medias/catalog?pageNumber=3')).toEqual([]);
    expect(await titles('/medias/catalog?pageNumber=2&pageSize=5')).toEqual(['Book 04', 'Book 05', 'Book 06', 'Book 07', 'Book 08']);
  });

  it('filters by genre, by type, and by both', async () => {
    expect(await titles('/medias/catalog/4?pageSize=3')).toEqual(['Book 02', 'Book 04', 'Book 06']);
    expect(await titles('/medias/catalog/type?type=movie')).toEqual(['A Movie', 'Another Movie']);
    expect(await titles('/medias/catalog/type?type=Movies')).toEqual(['A Movie', 'Another Movie']);
    expect(await titles('/medias/catalog/type/17?type=movie')).toEqual(['Another Movie']);
    expect(await titles('/medias/catalog/0?pageSize=2')).toEqual(['A Movie', 'Another Movie']);
  });

  it('shows restricted items to the admin only', async () => {
    expect(await titles('/medias/catalog/type?type=movie', cast.librarian)).not.toContain('Secret Movie');
    expect(await titles('/medias/catalog/type?type=movie', cast.admin)).toContain('Secret Movie');
  });

  it.each([
    ['/medias/catalog?pageNumber=0', 'pageNumber must be a whole number from 1'],
    ['/medias/catalog?pageNumber=abc', 'pageNumber must be a whole number from 1'],
    ['/medias/catalog?pageNumber=1e99', 'pageNumber must be a whole number from 1'],
    ['/medias/catalog?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['/medias/catalog/18', 'Unknown genre'],
    ['/medias/catalog/abc', 'Unknown genre'],
    ['/medias/catalog/type', 'type must be a media type (book, movie, tvshow, album, videogame) or its plural label'],
    ['/medias/catalog/type?type=comics', 'type must be a media type (book, movie, tvshow, album, videogame) or its plural label'],
  ])('refuses %s with 400', async (url, message) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cast.owner.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('needs sign-in', async () => {
    for (const url of ['/medias/catalog', '/medias/catalog/1', '/medias/catalog/type?type=book', '/medias/catalog/type/1?type=book']) {
      expect((await server.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });
});
