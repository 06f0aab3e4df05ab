import { USER_WEBHOOK_EVENTS } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';
import { createShelfCache, SHELF_CACHE_MAX_AGE_MS, shelfVersion } from './shelf-cache';

describe('the shelf cache', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let clock = 0;
  let computed = 0;
  const cache = createShelfCache<number>(() => clock);
  const read = (account: Account) => cache.get(server.app.database.db, account.userId, 'k', async () => ++computed);
  const call = (account: Account, method: 'PATCH' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    // Private addresses allowed: the endpoint below points at a port nothing listens on.
    server = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  async function expectEveryChangeToMoveIt(title: string) {
    const book = await createMedia(server.app, { title, numPages: 100 });
    const usermediaId = await shelve(server.app, cast.owner, book, 'currentlyReading');
    const first = await read(cast.owner);
    expect(await read(cast.owner)).toBe(first);

    // Another user's change leaves it.
    await shelve(server.app, cast.other, book, 'read');
    expect(await read(cast.owner)).toBe(first);

    const changes = [
      () => call(cast.owner, 'PATCH', `/usermedias/${usermediaId}`, { rating: 7 }),
      () => call(cast.owner, 'PATCH', `/usermedias/${usermediaId}`, { progress: 10 }),
      () => call(cast.owner, 'PATCH', `/usermedias/${usermediaId}`, { favorited: true }),
      async () => {
        const tag = (await call(cast.owner, 'POST', '/tags?tagValue=cache')).json();
        return call(cast.owner, 'PUT', `/usermedias/${usermediaId}/tags/${tag.tagID}`);
      },
      async () => {
        const entry = (await server.app.inject({ method: 'GET', url: `/api/v1/usermedias/${usermediaId}`, headers: cast.owner.headers })).json();
        return call(cast.owner, 'PATCH', `/readings/end/${entry.readings[0].readingID}`, { end: new Date().toISOString(), status: 'read' });
      },
      () => call(cast.owner, 'DELETE', `/usermedias/${usermediaId}`),
    ];
    let last = first;
    for (const change of changes) {
      const before = await shelfVersion(server.app.database.db, cast.owner.userId);
      expect((await change()).statusCode).toBeLessThan(300);
      expect(await shelfVersion(server.app.database.db, cast.owner.userId)).toBeGreaterThan(before);
      const next = await read(cast.owner);
      expect(next).toBeGreaterThan(last);
      last = next;
    }
    return last;
  }

  it('keeps an answer until the user’s shelf changes in any way, or it grows old', async () => {
    const last = await expectEveryChangeToMoveIt('Cached');
    clock += SHELF_CACHE_MAX_AGE_MS;
    expect(await read(cast.owner)).toBeGreaterThan(last);
  });

  it('moves on every change also when an endpoint listens (the bump deferred to the end of the change)', async () => {
    const endpoint = await call(cast.owner, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/hook', events: USER_WEBHOOK_EVENTS });
    expect(endpoint.statusCode).toBe(201);
    await expectEveryChangeToMoveIt('Cached, with an endpoint');
  });
});
