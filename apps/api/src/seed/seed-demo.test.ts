import { MEDIA_TYPE_VALUES } from '@shelfmark/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, media, readings, recommendations, submedia, tags, userMedia } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { DEMO_ACCOUNT, DEMO_SHELF } from './data/demo-shelf';
import { demoIsbn } from './catalog-entries';
import { seedDemo } from './seed-demo';
import { DEMO_COVERS } from './demo-covers';
import { hasCover } from '../covers/cover-store';

describe('npm run seed', () => {
  let server: TestApp;
  let token: string;

  const get = async (url: string) => (await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } })).json();

  beforeAll(async () => {
    server = await buildTestApp();
    await seedDemo(server.app.database.db, server.app.covers);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } });
    token = signIn.json().token;
  }, 180_000);
  afterAll(() => server.close());

  it('loads 200 and more media of every type, with songs and episodes', async () => {
    const db = server.app.database.db;
    const perType = await db.select({ type: media.type, total: count() }).from(media).groupBy(media.type);
    expect(perType.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(200);
    expect(perType.map((row) => row.type).sort()).toEqual([...MEDIA_TYPE_VALUES].sort());
    const [songs] = await db.select({ total: count() }).from(submedia);
    expect(songs?.total).toBeGreaterThan(100);
  });

  it('gives the demo user, a plain user, a shelf in every status', async () => {
    expect(token).toEqual(expect.any(String));
    expect(await get('/users/verification')).toBe(true);
    expect(await get('/usermedias/library/page/total?library=recent')).toBe(DEMO_SHELF.length);
    for (const library of ['read', 'DNF', 'TBR', 'currentlyReading', 'watch', 'library', 'favorites']) {
      expect(await get(`/usermedias/library/page/total?library=${library}`)).toBeGreaterThan(0);
    }
    const [current] = await get('/usermedias/library?library=currentlyReading');
    expect(current.currentReading).toEqual({ readingID: expect.any(Number) });
    expect((await get('/tags/all')).length).toBeGreaterThan(5);
  });

  it('gives nine demo books their public-domain cover, and the others none', async () => {
    const db = server.app.database.db;
    const books = await db.select({ title: media.title, isbn: media.isbn }).from(media).where(eq(media.type, 'book'));
    const covered = [];
    for (const book of books) if (await hasCover(server.app.covers, book.isbn ?? '')) covered.push(book.title);
    expect(covered.sort()).toEqual(Object.keys(DEMO_COVERS).sort());
  });

  it('leaves the admin’s place to the first person who registers', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/users', payload: { email: 'me@example.com', username: 'me', password: 'a long enough password' } });
    expect(JSON.parse(Buffer.from(response.json().token.split('.')[1], 'base64url').toString())).toMatchObject({ role: 'admin' });
  });

  it('adds nothing when run again', async () => {
    const db = server.app.database.db;
    const totals = () => Promise.all([media, userMedia, readings, entries, tags, recommendations].map((table) => db.select({ total: count() }).from(table)));
    const before = await totals();
    const report = await seedDemo(db, server.app.covers);
    expect(report.added).toBe(0);
    expect(report.covers).toBe(0);
    expect(await totals()).toEqual(before);
    expect(await db.select({ id: media.mediaId }).from(media).where(eq(media.isbn, demoIsbn(1)))).toHaveLength(1);
  });
});
