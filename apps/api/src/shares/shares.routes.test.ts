import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const FIELDS = { covers: true, creators: false, ratings: true, reviews: false, tags: false };

describe('share links (the owner’s side)', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp({ PUBLIC_URL: 'https://shelf.example.org/' });
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('creates a link to a year or a shelf, with its address and nothing opened yet', async () => {
    const year = await call('POST', '/shares', cast.owner, { kind: 'year', year: 2024, fields: { ...FIELDS, tags: true }, title: '  My 2024  ' });
    expect(year.statusCode).toBe(201);
    expect(year.json()).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      url: `https://shelf.example.org/shared/${year.json().token}`,
      kind: 'year',
      year: 2024,
      shelf: null,
      type: null,
      fields: { ...FIELDS, tags: true },
      title: 'My 2024',
      createdAt: expect.any(String),
      lastOpenedAt: null,
      openCount: 0,
    });
    const shelf = await call('POST', '/shares', cast.owner, { kind: 'shelf', shelf: 'favorites', type: 'book', fields: FIELDS });
    expect(shelf.statusCode).toBe(201);
    expect(shelf.json()).toMatchObject({ kind: 'shelf', shelf: 'favorites', type: 'book', year: null, title: null, fields: { ...FIELDS, tags: false } });
    const listed = (await call('GET', '/shares', cast.owner)).json();
    expect(listed.map((link: { id: number }) => link.id)).toEqual([shelf.json().id, year.json().id]);
    expect((await call('GET', '/shares', cast.other)).json()).toEqual([]);
  });

  it.each([
    [{ kind: 'year', year: 1800, fields: { ...FIELDS, tags: false } }, 'The year must be a whole number from 1900 to 2100'],
    [{ kind: 'shelf', shelf: 'recent', fields: FIELDS }, 'shelf must be one of read, DNF, TBR, currentlyReading, watch, library or favorites'],
    [{ kind: 'shelf', shelf: 'read', fields: { ...FIELDS, tags: true } }, 'Favourite tags can be shown on a year in review only'],
    [{ kind: 'shelf', shelf: 'read', fields: { covers: true } }, undefined],
    [{ kind: 'album', fields: FIELDS }, undefined],
    [{ kind: 'year', year: 2024, fields: { ...FIELDS, tags: false }, title: 'x'.repeat(81) }, 'The title can be at most 80 characters'],
    [{ kind: 'year', year: 2024, fields: { ...FIELDS, tags: false }, userId: 1 }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const response = await call('POST', '/shares', cast.owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: message ?? expect.any(String) });
  });

  it('changes a link’s title and fields, keeping its address, and keeps tags to years', async () => {
    const link = (await call('POST', '/shares', cast.owner, { kind: 'shelf', shelf: 'read', fields: FIELDS })).json();
    const changed = await call('PATCH', `/shares/${link.id}`, cast.owner, { title: 'Read lately', fields: { covers: false, creators: true, ratings: false, reviews: true } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ token: link.token, title: 'Read lately', fields: { covers: false, creators: true, ratings: false, reviews: true, tags: false } });
    const tags = await call('PATCH', `/shares/${link.id}`, cast.owner, { fields: { ...FIELDS, tags: true } });
    expect(tags.statusCode).toBe(400);
    expect(tags.json()).toEqual({ message: 'Favourite tags can be shown on a year in review only' });
    expect((await call('PATCH', `/shares/${link.id}`, cast.owner, {})).json()).toEqual({ message: 'Give a title or fields to change' });
    expect((await call('PATCH', `/shares/${link.id}`, cast.owner, { title: null })).json()).toMatchObject({ title: null });
  });

  it('hides another user’s link as absent, whatever their role', async () => {
    const link = (await call('POST', '/shares', cast.owner, { kind: 'shelf', shelf: 'read', fields: FIELDS })).json();
    for (const account of [cast.other, cast.librarian, cast.admin]) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await call(method, `/shares/${link.id}`, account, method === 'PATCH' ? { title: 'Mine now' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Share link not found' });
      }
    }
    expect((await call('DELETE', `/shares/${link.id}`, cast.owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/shares/${link.id}`, cast.owner)).statusCode).toBe(404);
  });

  it('allows 50 links a user, then asks to revoke one', async () => {
    const account = cast.librarian;
    for (let index = 0; index < 50; index++) expect((await call('POST', '/shares', account, { kind: 'shelf', shelf: 'read', fields: FIELDS })).statusCode).toBe(201);
    const refused = await call('POST', '/shares', account, { kind: 'shelf', shelf: 'read', fields: FIELDS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'You have 50 share links already; revoke one to make another' });
  });
});

describe('links shown in the app without PUBLIC_URL', () => {
  let server: TestApp;
  let owner: Account;
  const call = (method: 'GET' | 'POST', url: string, host: string, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: { ...owner.headers, host }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp({ PUBLIC_URL: '' });
    owner = (await createCast(server.app)).owner;
  });
  afterAll(() => server.close());

  it('use the address the user reached the app at, for share links and the calendar feed', async () => {
    const share = await call('POST', '/shares', '192.168.1.20:8080', { kind: 'year', year: 2024, fields: { ...FIELDS, tags: true } });
    expect(share.json().url).toBe(`http://192.168.1.20:8080/shared/${share.json().token}`);
    expect((await call('GET', '/shares', 'shelf.lan')).json()[0].url).toBe(`http://shelf.lan/shared/${share.json().token}`);
    const feed = await call('POST', '/calendar/feed', 'shelf.lan:3000');
    expect(feed.json().url).toMatch(/^http:\/\/shelf\.lan:3000\/api\/v1\/calendar\/feed\/[^/]+\.ics$/);
  });
});
