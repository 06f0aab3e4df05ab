import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('status changes going opposite ways at once', () => {
  let server: TestApp;
  let reader: Account;

  beforeAll(async () => {
    server = await buildTestApp();
    reader = await createAccount(server.app);
  });
  afterAll(() => server.close());

  // Each change moves one from a row of the shelf totals to another: two going opposite ways
  // took the same two row locks in opposite orders, and PostgreSQL failed one with a deadlock
  // (migration 0038). On PGlite, one connection, they run one after the other.
  it('answers every one, and the shelf counts stay right', async () => {
    const first = await shelve(server.app, reader, await createMedia(server.app, { title: 'The Lathe of Heaven' }), 'library');
    const second = await shelve(server.app, reader, await createMedia(server.app, { title: 'The Word for World Is Forest' }), 'TBR');
    const patch = (usermediaId: number, status: string) =>
      server.app.inject({ method: 'PATCH', url: `/api/v1/usermedias/${usermediaId}`, headers: reader.headers, payload: { status } });
    for (let round = 0; round < 40; round++) {
      const [there, back] = round % 2 === 0 ? ['TBR', 'library'] : ['library', 'TBR'];
      const answers = await Promise.all([patch(first, there), patch(second, back)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    const total = async (library: string) =>
      (await server.app.inject({ method: 'GET', url: `/api/v1/usermedias/library/page/total?library=${library}`, headers: reader.headers })).json<number>();
    expect([await total('library'), await total('TBR')]).toEqual([1, 1]);
  });
});
