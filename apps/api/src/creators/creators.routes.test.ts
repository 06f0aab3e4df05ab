import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia, createSeries } from '../testing/catalog';

describe('creators', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('lets librarians and admins add creators, answering the creatorID', async () => {
    const response = await call('POST', '/creators', cast.librarian, { name: 'Ursula K. Le Guin', first: 'Ursula K. Le', last: 'Guin' });
    expect(response.statusCode).toBe(201);
    const { creatorID } = response.json();
    const read = await call('GET', `/creators/${creatorID}`, cast.owner);
    expect(read.json()).toEqual({
      creatorID,
      name: 'Ursula K. Le Guin',
      first: 'Ursula K. Le',
      last: 'Guin',
      description: null,
      mediaByCreator: [],
    });
    expect((await call('POST', '/creators', cast.admin, { name: 'Valve', first: null, last: 'Valve' })).statusCode).toBe(201);
  });

  it('splits the name when last is empty', async () => {
    const { creatorID } = (await call('POST', '/creators', cast.admin, { name: ' Joni  Mitchell ', first: null, last: '' })).json();
    expect((await call('GET', `/creators/${creatorID}`, cast.owner)).json()).toMatchObject({ name: 'Joni  Mitchell', first: 'Joni', last: 'Mitchell' });
  });

  it('is open to any signed-in user, not the anonymous, and checks the name', async () => {
    expect((await call('POST', '/creators', cast.owner, { name: 'X', first: null, last: 'X' })).statusCode).toBe(201);
    expect((await call('POST', '/creators', undefined, { name: 'X', first: null, last: 'X' })).statusCode).toBe(401);
    const blank = await call('POST', '/creators', cast.admin, { name: '  ', first: null, last: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name is required' });
  });

  it('lists works by series, then number, hiding restricted ones from non-admins', async () => {
    const { creatorID } = (await call('POST', '/creators', cast.admin, { name: 'Frank Herbert', first: 'Frank', last: 'Herbert' })).json();
    const dune = await createSeries(server.app, 'Dune');
    await createMedia(server.app, { title: 'The Dosadi Experiment', creators: [creatorID] });
    await createMedia(server.app, { title: 'Children of Dune', creators: [creatorID], seriesID: dune, seriesNum: 3 });
    await createMedia(server.app, { title: 'Dune', creators: [creatorID], seriesID: dune, seriesNum: 1 });
    await createMedia(server.app, { title: 'Secret Notes', creators: [creatorID], restricted: true });
    const works = async (account: Account) =>
      (await call('GET', `/creators/${creatorID}`, account)).json().mediaByCreator.map((item: { title: string }) => item.title);
    expect(await works(cast.owner)).toEqual(['Dune', 'Children of Dune', 'The Dosadi Experiment']);
    expect(await works(cast.admin)).toContain('Secret Notes');
  });

  it('answers 404, 400 and 401 as usual', async () => {
    expect((await call('GET', '/creators/2000000000', cast.owner)).json()).toEqual({ message: 'Creator not found' });
    expect((await call('GET', '/creators/x', cast.owner)).statusCode).toBe(400);
    expect((await call('GET', '/creators/1')).statusCode).toBe(401);
  });
});
