import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { jpeg, multipart } from '../testing/multipart';

/** Users add media (spec section 1): who added what, the per-user limit, the cover of one's own new item. */
describe('users adding media', () => {
  const LIMIT = 3;
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: Account, payload?: object | string) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(account?.headers ?? {}), ...(typeof payload === 'string' ? { 'content-type': 'text/plain' } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const movie = (title: string) => ({ type: 'movie', title, creators: [], genreIDs: [], restricted: false });
  const addMovie = async (account: Account, title: string) => {
    const response = await call('POST', '/medias', account, movie(title));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().mediaID as number;
  };
  const upload = (account: Account, name: string) => {
    const body = multipart({ name }, { filename: `${name}.jpg`, data: jpeg() });
    return server.app.inject({ method: 'POST', url: '/api/v1/covers', headers: { ...account.headers, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    server = await buildTestApp({ MEDIA_ADD_LIMIT: String(LIMIT) });
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('records who added an item, and shows it to librarians and admins only', async () => {
    const id = await addMovie(cast.owner, 'Metropolis');
    for (const staff of [cast.librarian, cast.admin]) {
      const seen = await call('GET', `/medias/${id}`, staff);
      expect(seen.json().addedBy).toEqual({ userID: cast.owner.userId, username: cast.owner.username });
    }
    for (const user of [cast.owner, cast.other]) {
      const seen = await call('GET', `/medias/${id}`, user);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).not.toHaveProperty('addedBy');
    }
    const seeded = await createMedia(server.app, { title: 'Seeded' });
    expect((await call('GET', `/medias/${seeded}`, cast.librarian)).json().addedBy).toBeNull();
  });

  it('reads the role from the database, so a demoted librarian no longer sees who added what', async () => {
    const demoted = await createAccount(server.app, 'librarian');
    const id = await addMovie(cast.admin, 'Nosferatu');
    expect((await call('GET', `/medias/${id}`, demoted)).json().addedBy).toEqual({ userID: cast.admin.userId, username: cast.admin.username });
    await server.app.database.db.execute(`update users set role = 'user' where user_id = ${demoted.userId}`);
    expect((await call('GET', `/medias/${id}`, demoted)).json()).not.toHaveProperty('addedBy');
  });

  it(`lets a user add ${LIMIT} media items an hour, then answers 429 with when to try again`, async () => {
    const user = await createAccount(server.app);
    for (let n = 1; n <= LIMIT; n++) await addMovie(user, `Reel ${n}`);
    const refused = await call('POST', '/medias', user, movie('One too many'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: `You can add ${LIMIT} media items an hour; try again in 60 minutes` });
    // Counted per user: another user, and staff, are not held back.
    await addMovie(await createAccount(server.app), 'Someone else’s');
    for (let n = 0; n <= LIMIT; n++) await addMovie(cast.librarian, `Catalogued ${n}`);
  });

  it('does not count a body that fails validation', async () => {
    const user = await createAccount(server.app);
    for (let n = 0; n < LIMIT + 2; n++) expect((await call('POST', '/medias', user, { ...movie(' '), type: 'comic' })).statusCode).toBe(400);
    await addMovie(user, 'Still allowed');
  });

  it(`lets users add creators and series, ${3 * LIMIT} an hour together`, async () => {
    const user = await createAccount(server.app);
    for (let n = 0; n < 2 * LIMIT; n++) expect((await call('POST', '/creators', user, { name: `Maker ${n}`, first: null, last: '' })).statusCode).toBe(201);
    for (let n = 0; n < LIMIT; n++) expect((await call('POST', '/series', user, `Saga ${n}`)).statusCode).toBe(201);
    const creator = await call('POST', '/creators', user, { name: 'Maker extra', first: null, last: '' });
    expect(creator.statusCode).toBe(429);
    expect(creator.json().message).toMatch(new RegExp(`^You can add ${3 * LIMIT} creators and series an hour; try again in \\d+ minutes?$`));
    expect((await call('POST', '/series', user, 'Saga extra')).statusCode).toBe(429);
    expect((await call('POST', '/creators', cast.librarian, { name: 'Staff maker', first: null, last: '' })).statusCode).toBe(201);
  });

  it('never lets a user restrict an item', async () => {
    const response = await call('POST', '/medias', cast.other, { ...movie('Secret'), restricted: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only an admin can restrict media' });
  });

  it('lets a user set the first cover of an item they added, and nothing more', async () => {
    const user = await createAccount(server.app);
    const mine = await addMovie(user, 'Sunrise');
    expect((await upload(user, `MOVIE${mine}`)).statusCode).toBe(201);
    const again = await upload(user, `MOVIE${mine}`);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'Only librarians and admins can change the cover of an item someone else added or that already has one' });
    const theirs = await addMovie(cast.other, 'Faust');
    expect((await upload(user, `MOVIE${theirs}`)).statusCode).toBe(403);
    expect((await upload(cast.librarian, `MOVIE${mine}`)).statusCode).toBe(201);
  });

  it('lets a user set the first cover of a book whose old cover outlived an earlier record', async () => {
    const user = await createAccount(server.app);
    await server.app.covers.save('9780261103573', jpeg());
    const added = await call('POST', '/medias', user, { type: 'book', title: 'The Fellowship of the Ring', isbn: '9780261103573', creators: [], genreIDs: [], restricted: false });
    expect(added.statusCode).toBe(201);
    expect(await server.app.covers.open('9780261103573')).toBeNull();
    expect((await upload(user, '9780261103573')).statusCode).toBe(201);
  });

  it('keeps editing an existing item to librarians and admins', async () => {
    const user = await createAccount(server.app);
    const mine = await addMovie(user, 'The Golem');
    const edit = await call('PATCH', `/medias/${mine}`, user, { title: 'Der Golem' });
    expect(edit.statusCode).toBe(403);
    const edited = (await call('PATCH', `/medias/${mine}`, cast.librarian, { title: 'Der Golem' })).json();
    expect(edited.title).toBe('Der Golem');
    expect(edited.addedBy).toEqual({ userID: user.userId, username: user.username });
  });
});
