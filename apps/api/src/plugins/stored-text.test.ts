import { UNSTORABLE_TEXT_MESSAGE } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';
import { MALFORMED_ADDRESS_MESSAGE } from './stored-text';

describe('text at the edge', () => {
  let server: TestApp;
  let admin: Account;
  let usermediaId: number;

  beforeAll(async () => {
    server = await buildTestApp();
    admin = await createAccount(server.app, 'admin');
    usermediaId = await shelve(server.app, admin, await createMedia(server.app, { title: 'Dune' }));
  });
  afterAll(() => server.close());

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: admin.headers, payload });

  it.each([
    ['/entries/{id}', { title: 'Note', body: 'a\u0000b' }],
    ['/entries/{id}', { title: 'x\ud800', body: 'fine' }],
    ['/search', { searchString: 'Du\u0000ne', searchType: 'Title' }],
    ['/search/allaccess', { searchString: 'Dune\udfff', searchType: 'Title' }],
    ['/search/library', { searchString: '\u0000', searchType: 'Title' }],
  ])('refuses NUL and lone surrogates on %s with a 400 that says why', async (url, payload) => {
    const response = await post(url.replace('{id}', String(usermediaId)), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('refuses them in the query and the path too', async () => {
    const query = await server.app.inject({ method: 'POST', url: '/api/v1/tags?tagValue=a%00b', headers: admin.headers });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    const path = await server.app.inject({ method: 'GET', url: '/api/v1/covers/MOVIE1%00', headers: admin.headers });
    expect(path.statusCode).toBe(400);
    const surrogate = await server.app.inject({ method: 'POST', url: '/api/v1/tags?tagValue=%ED%A0%80Dune', headers: admin.headers });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({ message: MALFORMED_ADDRESS_MESSAGE });
  });

  it('drops invisible controls and keeps tabs, line breaks and emoji', async () => {
    const response = await post(`/entries/${usermediaId}`, { title: 'Be\u0007ll', body: 'line one\n\tline two\r\n👩‍👩‍👧‍👦\u001b' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Bell', body: 'line one\n\tline two\r\n👩‍👩‍👧‍👦' });
  });
});
