import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('media requests', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('stores a request and answers it', async () => {
    const response = await call('POST', '/mediarequests', cast.owner, {
      userID: cast.owner.userId,
      type: 'book',
      title: 'The Dispossessed',
      creator: 'Ursula K. Le Guin',
      details: 'The 1974 novel.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      requestID: expect.any(Number),
      userID: cast.owner.userId,
      username: cast.owner.username,
      type: 'book',
      title: 'The Dispossessed',
      creator: 'Ursula K. Le Guin',
      details: 'The 1974 novel.',
      status: 'open',
      createdAt: expect.any(String),
      closedAt: null,
    });
  });

  it('takes the creator and details as optional', async () => {
    const response = await call('POST', '/mediarequests', cast.other, { type: 'album', title: 'Blue' });
    expect(response.json()).toMatchObject({ creator: null, details: '', userID: cast.other.userId });
  });

  it.each([
    [{ type: 'book', title: ' ' }, 400, 'Title is required'],
    [{ type: 'comic', title: 'X' }, 400, undefined],
    [{ type: 'book', title: 'X', details: 'd'.repeat(10_001) }, 400, 'Text is too long'],
  ])('refuses %j', async (body, status, message) => {
    const response = await call('POST', '/mediarequests', cast.owner, body);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ message });
  });

  it('refuses a request in someone else’s name, and the anonymous', async () => {
    const response = await call('POST', '/mediarequests', cast.owner, { userID: cast.other.userId, type: 'book', title: 'X' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'userID must be your own' });
    expect((await call('POST', '/mediarequests', undefined, { type: 'book', title: 'X' })).statusCode).toBe(401);
  });

  it('lists everyone’s requests to librarians and admins, and users their own', async () => {
    const titlesFor = async (account: Account, query = '') =>
      (await call('GET', `/mediarequests${query}`, account)).json().map((request: { title: string }) => request.title);
    expect(await titlesFor(cast.librarian)).toEqual(['Blue', 'The Dispossessed']);
    expect(await titlesFor(cast.admin)).toEqual(['Blue', 'The Dispossessed']);
    expect(await titlesFor(cast.owner)).toEqual(['The Dispossessed']);
    expect((await call('GET', '/mediarequests')).statusCode).toBe(401);
    expect((await call('GET', '/mediarequests?status=pending', cast.admin)).statusCode).toBe(400);
  });

  it('lets librarians and admins close and reopen requests', async () => {
    const [latest] = (await call('GET', '/mediarequests', cast.admin)).json();
    expect((await call('PATCH', `/mediarequests/${latest.requestID}`, cast.owner, { status: 'closed' })).statusCode).toBe(403);
    expect((await call('PATCH', `/mediarequests/${latest.requestID}`, undefined, { status: 'closed' })).statusCode).toBe(401);
    const closed = await call('PATCH', `/mediarequests/${latest.requestID}`, cast.librarian, { status: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await call('GET', '/mediarequests', cast.admin)).json()).toHaveLength(1);
    expect((await call('GET', '/mediarequests?status=closed', cast.admin)).json()).toHaveLength(1);
    expect((await call('GET', '/mediarequests?status=all', cast.admin)).json()).toHaveLength(2);
    const reopened = await call('PATCH', `/mediarequests/${latest.requestID}`, cast.admin, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', closedAt: null });
    expect((await call('PATCH', '/mediarequests/2000000000', cast.admin, { status: 'closed' })).json()).toEqual({ message: 'Media request not found' });
    expect((await call('PATCH', `/mediarequests/${latest.requestID}`, cast.admin, { status: 'done' })).statusCode).toBe(400);
  });
});
