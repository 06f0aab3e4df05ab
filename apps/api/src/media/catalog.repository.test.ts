import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { catalogPage, type CatalogFilter } from './catalog.repository';

describe('deep catalogue pages from bookmarks', () => {
  let server: TestApp;
  const user = { userId: 1, role: 'user' as const };
  const admin = { userId: 2, role: 'admin' as const };
  const EVERY = 4;

  /** Every page of a listing, read with bookmarks every EVERY rows and with a plain OFFSET. */
  const bothWays = async (filter: Omit<CatalogFilter, 'pageNumber'>) => {
    const db = server.app.database.db;
    const withBookmarks: number[][] = [];
    const withOffset: number[][] = [];
    for (let pageNumber = 1; pageNumber <= 12; pageNumber++) {
      withBookmarks.push(await catalogPage(db, { ...filter, pageNumber }, EVERY));
      withOffset.push(await catalogPage(db, { ...filter, pageNumber }, Number.MAX_SAFE_INTEGER));
    }
    return { withBookmarks, withOffset };
  };

  beforeAll(async () => {
    server = await buildTestApp();
    // Titles that tie on the sort key, so that the id decides between them.
    for (let i = 1; i <= 30; i++) {
      await createMedia(server.app, {
        title: `Title ${String(i % 11).padStart(2, '0')}`,
        type: i % 3 ? 'book' : 'movie',
        genreIDs: [1 + (i % 2)],
        restricted: i % 7 === 0,
      });
    }
  });
  afterAll(() => server.close());

  it.each([
    ['everything a user sees', { viewer: user, pageSize: 3 }],
    ['everything the admin sees', { viewer: admin, pageSize: 5 }],
    ['one type', { viewer: user, pageSize: 2, type: 'book' as const }],
    ['one genre', { viewer: user, pageSize: 3, genreId: 2 }],
  ])('gives the same pages as OFFSET: %s', async (_name, filter) => {
    const { withBookmarks, withOffset } = await bothWays(filter);
    expect(withBookmarks).toEqual(withOffset);
    expect(withBookmarks.flat().length).toBeGreaterThan(EVERY * 2);
  });

  it('counts the bookmarks again once the catalogue changes', async () => {
    const filter = { viewer: user, pageSize: 3 };
    await bothWays(filter);
    await createMedia(server.app, { title: 'Title 00 again' });
    await createMedia(server.app, { title: 'A first title' });
    const { withBookmarks, withOffset } = await bothWays(filter);
    expect(withBookmarks).toEqual(withOffset);
  });
});
