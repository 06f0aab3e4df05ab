import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { coverKey } from './cover-keys';
import { findShareByToken } from './share-links';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator } from '../testing/catalog';
import { shelveFinished } from '../testing/finished';
import { jpeg } from '../testing/multipart';

const NONE = { covers: false, creators: false, ratings: false, reviews: false, tags: false };
const ALL = { covers: true, creators: true, ratings: true, reviews: true, tags: true };
const SHELF_ALL = { covers: true, creators: true, ratings: true, reviews: true };
const BASE_KEYS = ['finished', 'finishedPrecision', 'length', 'title', 'type'];

describe('a share link’s public page', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let ids: { dispossessed: number; arrival: number; secret: number; othersBook: number };

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });
  const share = async (body: object, account = cast.owner) => {
    const response = await call('POST', '/shares', account, body);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; token: string };
  };
  const view = (token: string, query = '', account?: Account) => call('GET', `/public/shares/${token}${query}`, account);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const app = server.app;
    const butler = await createCreator(app, 'Octavia Butler');
    const dispossessed = await shelveFinished(app, cast.owner, { title: 'Kindred', creators: [butler], numPages: 264, isbn: '9780807083697' }, {
      finished: '2024-03-14',
      rating: 9,
      review: 'A review only chosen readers see.',
      tags: ['private label'],
    });
    const arrival = await shelveFinished(app, cast.owner, { title: 'Arrival', type: 'movie', numPages: 116 }, { finished: '2024-07-02', rating: 7 });
    const secret = await shelveFinished(app, cast.owner, { title: 'Restricted Thing', type: 'movie', numPages: 90 }, { finished: '2024-08-08', rating: 10 });
    await app.database.db.update(media).set({ restricted: true }).where(eq(media.mediaId, secret.mediaId));
    await shelveFinished(app, cast.owner, { title: 'Dropped', numPages: 500 }, { finished: '2024-05-05', status: 'DNF', shelfStatus: 'DNF' });
    const othersBook = await shelveFinished(app, cast.other, { title: 'Someone Else’s', type: 'movie' }, { finished: '2024-02-02' });
    for (const id of [arrival.mediaId, secret.mediaId, othersBook.mediaId]) await app.covers.save(`MOVIE${id}`, jpeg());
    await app.covers.save('9780807083697', jpeg(100));
    ids = { dispossessed: dispossessed.mediaId, arrival: arrival.mediaId, secret: secret.mediaId, othersBook: othersBook.mediaId };
  });
  afterAll(() => server.close());

  it('shows a year with titles only when nothing was chosen: no ids, owner, ratings, reviews, tags or covers', async () => {
    const { token } = await share({ kind: 'year', year: 2024, fields: NONE });
    const response = await view(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'year', title: null, year: 2024 });
    expect(body.review.items).toEqual([
      { type: 'book', title: 'Kindred', finished: '2024-03-14', finishedPrecision: 'day', length: 264 },
      { type: 'movie', title: 'Arrival', finished: '2024-07-02', finishedPrecision: 'day', length: 116 },
    ]);
    for (const item of body.review.items) expect(Object.keys(item).sort()).toEqual(BASE_KEYS);
    expect(body.review).toMatchObject({ highestRated: [], tags: [], longest: [0, 1], first: 0, last: 1 });
    expect(Object.keys(body).sort()).toEqual(['kind', 'review', 'title', 'year']);
    for (const leak of [cast.owner.username, cast.owner.email, 'Butler', 'review only', 'private label', 'Restricted Thing', 'Dropped', '9780807083697', `"${ids.dispossessed}"`]) {
      expect(response.body).not.toContain(leak);
    }
    expect(response.body).not.toMatch(/"[a-zA-Z]*(id|ID|Id)"\s*:/);
  });

  it('shows exactly the chosen fields, covers through opaque keys that serve the image', async () => {
    const { token } = await share({ kind: 'year', year: 2024, fields: ALL, title: 'My year' });
    const body = (await view(token)).json();
    const [kindred, arrival] = body.review.items;
    expect(kindred).toEqual({
      type: 'book',
      title: 'Kindred',
      finished: '2024-03-14',
      finishedPrecision: 'day',
      length: 264,
      creators: 'Butler, Octavia',
      rating: 9,
      review: 'A review only chosen readers see.',
      cover: expect.stringMatching(new RegExp(`^/api/v1/public/shares/${token}/covers/[A-Za-z0-9_-]{22}$`)),
    });
    expect(arrival).toMatchObject({ rating: 7, review: null, creators: '' });
    expect(body.review.highestRated).toEqual([0, 1]);
    expect(body.review.tags).toEqual([{ tag: 'private label', count: 1 }]);
    expect(body.title).toBe('My year');
    expect(kindred.cover).not.toContain('9780807083697');
    const cover = await server.app.inject({ url: kindred.cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.length).toBe(100);
    expect(cover.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
  });

  it('gives nothing more for extra query parameters, and pages only shelves', async () => {
    const { token } = await share({ kind: 'year', year: 2024, fields: NONE });
    const plain = (await view(token)).json();
    for (const query of ['?fields=all', '?covers=true&ratings=true&reviews=true', '?year=2023', '?page=2', '?userId=1&shelf=read', '?include=reviews']) {
      const response = await view(token, query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual(plain);
    }
    expect((await view(token, '?page=0')).statusCode).toBe(400);
  });

  it('refuses covers the link does not show: another link’s key, items off the link, restricted ones, or covers not chosen', async () => {
    const withCovers = await share({ kind: 'year', year: 2024, fields: ALL });
    const other = await share({ kind: 'year', year: 2024, fields: ALL });
    const noCovers = await share({ kind: 'year', year: 2024, fields: { ...ALL, covers: false } });
    const keyOf = async (token: string, mediaId: number) => coverKey((await findShareByToken(server.app.database.db, token))!.itemKey, mediaId);
    const cover = (token: string, key: string) => call('GET', `/public/shares/${token}/covers/${key}`);

    expect((await cover(withCovers.token, await keyOf(withCovers.token, ids.arrival))).statusCode).toBe(200);
    // A key of one link means nothing on another.
    expect((await cover(other.token, await keyOf(withCovers.token, ids.arrival))).statusCode).toBe(404);
    // Keys this link's own secret would make, for items it does not show.
    for (const mediaId of [ids.secret, ids.othersBook, 999_999]) {
      const response = await cover(withCovers.token, await keyOf(withCovers.token, mediaId));
      expect(response.statusCode, String(mediaId)).toBe(404);
      expect(response.json()).toEqual({ message: 'Cover not found' });
    }
    expect((await cover(noCovers.token, await keyOf(noCovers.token, ids.arrival))).statusCode).toBe(404);
    for (const key of [String(ids.arrival), `MOVIE${ids.arrival}`, '9780807083697', 'A'.repeat(22), '..%2F..%2Fcovers%2FMOVIE1']) {
      expect((await cover(withCovers.token, key)).statusCode, key).toBe(404);
    }
  });

  it('stops at once when the link is revoked or its covers are turned off', async () => {
    const link = await share({ kind: 'year', year: 2024, fields: ALL });
    const coverUrl = (await view(link.token)).json().review.items[0].cover as string;
    expect((await call('PATCH', `/shares/${link.id}`, cast.owner, { fields: { ...ALL, covers: false } })).statusCode).toBe(200);
    expect((await server.app.inject({ url: coverUrl })).statusCode).toBe(404);
    expect((await view(link.token)).json().review.items[0].cover).toBeUndefined();
    expect((await call('DELETE', `/shares/${link.id}`, cast.owner)).statusCode).toBe(204);
    const gone = await view(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'This link was turned off by its owner, or never existed' });
    for (const token of ['nope', 'A'.repeat(32), '%2e%2e', '<script>']) expect((await view(token)).statusCode).toBe(404);
  });

  it('shows a shelf page by page, one type or all, without restricted media', async () => {
    const all = await share({ kind: 'shelf', shelf: 'read', fields: { covers: false, creators: true, ratings: true, reviews: false } });
    const body = (await view(all.token)).json();
    expect(body).toEqual({
      kind: 'shelf',
      title: null,
      shelf: 'read',
      type: null,
      items: [
        { type: 'movie', title: 'Arrival', creators: '', rating: 7 },
        { type: 'book', title: 'Kindred', creators: 'Butler, Octavia', rating: 9 },
      ],
      page: 1,
      pageCount: 1,
      total: 2,
    });
    const movies = await share({ kind: 'shelf', shelf: 'read', type: 'movie', fields: SHELF_ALL });
    const movieItems = (await view(movies.token)).json().items;
    expect(movieItems).toEqual([{ type: 'movie', title: 'Arrival', creators: '', rating: 7, review: null, cover: expect.any(String) }]);
    expect((await view(movies.token, '?page=2')).json()).toMatchObject({ items: [], page: 2, pageCount: 1, total: 1 });
  });

  it('pages a long shelf 48 at a time', async () => {
    const account = cast.librarian;
    for (let index = 0; index < 50; index++) await shelveFinished(server.app, account, { title: `Tome ${String(index).padStart(2, '0')}` }, { finished: '2023-01-01' });
    const { token } = await share({ kind: 'shelf', shelf: 'read', fields: { covers: false, creators: false, ratings: false, reviews: false } }, account);
    const first = (await view(token)).json();
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 50 });
    expect(first.items).toHaveLength(48);
    expect((await view(token, '?page=2')).json().items.map((item: { title: string }) => item.title)).toEqual(['Tome 48', 'Tome 49']);
  });

  it('records when the page was last opened, but not by its owner, and tells search engines to stay away', async () => {
    const link = await share({ kind: 'shelf', shelf: 'read', fields: SHELF_ALL });
    await view(link.token, '', cast.owner);
    const owned = (await call('GET', '/shares', cast.owner)).json().find((item: { id: number }) => item.id === link.id);
    expect(owned).toMatchObject({ openCount: 0, lastOpenedAt: null });
    const opened = await view(link.token);
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(opened.headers['cache-control']).toBe('no-store');
    await view(link.token, '', cast.other);
    const after = (await call('GET', '/shares', cast.owner)).json().find((item: { id: number }) => item.id === link.id);
    expect(after.openCount).toBe(2);
    expect(Date.now() - Date.parse(after.lastOpenedAt)).toBeLessThan(60_000);
  });
});

describe('the share page’s rate limit', () => {
  let server: TestApp;
  afterAll(() => server.close());

  it('answers 429 past 120 pages a minute from one address', { timeout: 120_000 }, async () => {
    server = await buildTestApp();
    // Not shaped like a token: refused without a query, so the test counts and the database rests.
    const token = 'nothing';
    for (let attempt = 0; attempt < 120; attempt++) expect((await server.app.inject({ url: `/api/v1/public/shares/${token}` })).statusCode).toBe(404);
    const limited = await server.app.inject({ url: `/api/v1/public/shares/${token}` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
