import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, users } from '../db/schema';
import { DEMO_ACCOUNT } from './data/demo-shelf';
import { catalogEntries } from './catalog-entries';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('POST /medias/catalog/demo', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const load = (account?: Account) => server.app.inject({ method: 'POST', url: '/api/v1/medias/catalog/demo', headers: account?.headers ?? {} });
  const mediaCount = async () => (await server.app.database.db.select({ total: count() }).from(media))[0]?.total;

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('is the admin’s alone, and a refused call writes nothing', async () => {
    expect((await load()).statusCode).toBe(401);
    for (const account of [cast.owner, cast.librarian]) {
      const response = await load(account);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You are not allowed to do that' });
    }
    expect(await mediaCount()).toBe(0);
  });

  it('loads the demo catalogue into an empty catalogue, without the demo account', async () => {
    const response = await load(cast.admin);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ added: catalogEntries().length });
    expect(await mediaCount()).toBe(catalogEntries().length);
    expect(await server.app.database.db.select().from(users).where(eq(users.username, DEMO_ACCOUNT.username))).toEqual([]);
    const page = await server.app.inject({ method: 'GET', url: '/api/v1/medias/catalog?pageNumber=1&pageSize=3', headers: cast.owner.headers });
    expect(page.json()).toHaveLength(3);
  }, 120_000);

  it('gives the demo books with a public-domain cover their cover, served as a JPEG', async () => {
    const [frankenstein] = await server.app.database.db.select({ isbn: media.isbn }).from(media).where(eq(media.title, 'Frankenstein'));
    const cover = await server.app.inject({ method: 'GET', url: `/api/v1/covers/${frankenstein?.isbn}.jpg` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses with 409 once the catalogue holds media, and adds nothing', async () => {
    const before = await mediaCount();
    const response = await load(cast.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The catalogue already holds media: the demo catalogue is loaded only into an empty one' });
    expect(await mediaCount()).toBe(before);
  });
});

describe('POST /medias/catalog/demo on a catalogue with one restricted item', () => {
  let server: TestApp;
  let admin: Account;

  beforeAll(async () => {
    server = await buildTestApp();
    ({ admin } = await createCast(server.app));
  });
  afterAll(() => server.close());

  it('counts restricted media too: 409, and two presses at once load nothing twice', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/medias',
      headers: admin.headers,
      payload: { type: 'movie', title: 'Private Reel', creators: [], genreIDs: [], restricted: true },
    });
    expect(created.statusCode).toBe(201);
    const answers = await Promise.all([1, 2].map(() => server.app.inject({ method: 'POST', url: '/api/v1/medias/catalog/demo', headers: admin.headers })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409]);
    expect((await server.app.database.db.select({ total: count() }).from(media))[0]?.total).toBe(1);
  });
});
