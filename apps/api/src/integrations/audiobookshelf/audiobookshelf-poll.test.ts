import { type AudiobookshelfItem, type CreatedAudiobookshelf, INTEGRATION_FAILURES_BEFORE_PAUSE } from '@shelfmark/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../../accounts/testing/accounts';
import { audiobookshelfServers, integrations, userMedia } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCreator, createMedia } from '../../testing/catalog';
import { createAudiobookshelfPoller } from './audiobookshelf-poller';
import { type AudiobookshelfStandIn, startAudiobookshelfStandIn } from './testing/audiobookshelf-stand-in';

describe('Audiobookshelf polling (against a local stand-in speaking its API)', () => {
  let server: TestApp;
  let abs: AudiobookshelfStandIn;
  let owner: Account;
  let integrationId: number;

  const db = () => server.app.database.db;
  const pollNow = async () => {
    await db().update(audiobookshelfServers).set({ nextPollAt: sql`now()` }).where(eq(audiobookshelfServers.integrationId, integrationId));
    return server.app.audiobookshelfPoller.pollDue();
  };
  const items = async () => (await server.app.inject({ method: 'GET', url: '/api/v1/integrations/audiobookshelf/items', headers: owner.headers })).json<AudiobookshelfItem[]>();
  const entryOf = async (mediaId: number) =>
    (await db().select().from(userMedia).where(and(eq(userMedia.userId, owner.userId), eq(userMedia.mediaId, mediaId))))[0];

  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.ready();
    await server.app.audiobookshelfPoller.stop();
    abs = await startAudiobookshelfStandIn();
  });
  beforeEach(async () => {
    abs.progress = [];
    abs.items.clear();
    abs.calls.clear();
    abs.failWith = null;
    owner = await createAccount(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/audiobookshelf',
      headers: owner.headers,
      payload: { address: `${abs.url}/`, apiToken: abs.token },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedAudiobookshelf>();
    expect(created.address).toBe(abs.url);
    integrationId = created.integration.integrationID;
  });
  afterAll(async () => {
    await server.close();
    await abs.close();
  });

  it('moves the books it matches by ISBN, ASIN or title and author, and keeps the rest in the inbox', async () => {
    const byIsbn = await createMedia(server.app, { title: 'Project Hail Mary', numPages: 496, isbn: '9780593135204' });
    const byAsin = await createMedia(server.app, { title: 'Dune', numPages: 600, isbn: '0441172717' });
    const byName = await createMedia(server.app, { title: 'The Hobbit', numPages: 310, creators: [await createCreator(server.app, 'J. R. R. Tolkien')] });
    abs.items.set('li_1', { id: 'li_1', title: 'Project Hail Mary', authorName: 'Andy Weir', isbn: '978-0-593-13520-4' });
    abs.items.set('li_2', { id: 'li_2', title: 'Dune (Unabridged)', authorName: 'Frank Herbert', asin: '0441172717' });
    abs.items.set('li_3', { id: 'li_3', title: 'the hobbit', authorName: 'J. R. R. Tolkien, Andy Serkis' });
    abs.items.set('li_4', { id: 'li_4', title: 'An Unknown Recording', authorName: 'Nobody' });
    abs.progress = [
      { libraryItemId: 'li_1', progress: 0.25 },
      { libraryItemId: 'li_2', progress: 1, isFinished: true },
      { libraryItemId: 'li_3', progress: 0.5 },
      { libraryItemId: 'li_4', progress: 0.1 },
      // A podcast episode and an item never started are left alone.
      { libraryItemId: 'pod_1', episodeId: 'ep_1', progress: 0.5 },
      { libraryItemId: 'li_5', progress: 0 },
      // Removed from the library since (its item is a 404): left out, not a failure.
      { libraryItemId: 'li_gone', progress: 0.3 },
    ];
    expect(await pollNow()).toBe(1);

    expect(await entryOf(byIsbn)).toMatchObject({ status: 'currentlyReading', progress: 124 });
    expect(await entryOf(byAsin)).toMatchObject({ status: 'currentlyReading', progress: 600 });
    expect(await entryOf(byName)).toMatchObject({ status: 'currentlyReading', progress: 155 });
    const listed = await items();
    expect(listed[0]).toMatchObject({ title: 'An Unknown Recording', author: 'Nobody', progress: 0.1, book: null });
    expect(listed.find((item) => item.book?.mediaID === byAsin)).toMatchObject({ finished: true, done: false });
    expect(abs.calls.get('/api/items/pod_1')).toBeUndefined();
    expect(abs.calls.get('/api/items/li_5')).toBeUndefined();

    // Linked once, the unknown item moves its book; metadata is not asked for again.
    const unknown = await createMedia(server.app, { title: 'A Recording', numPages: 100 });
    const link = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/integrations/audiobookshelf/items/${listed[0]?.itemID}/link`,
      headers: owner.headers,
      payload: { mediaID: unknown },
    });
    expect(link.statusCode).toBe(200);
    expect(await entryOf(unknown)).toMatchObject({ status: 'currentlyReading', progress: 10 });
    abs.progress = [{ libraryItemId: 'li_4', progress: 0.6, lastUpdate: 1_764_000_100_000 }];
    await pollNow();
    expect(await entryOf(unknown)).toMatchObject({ progress: 60 });
    expect(abs.calls.get('/api/items/li_4')).toBe(1);

    // Skipped, an item leaves the list and moves nothing more.
    const skip = await server.app.inject({ method: 'POST', url: `/api/v1/integrations/audiobookshelf/items/${listed[0]?.itemID}/skip`, headers: owner.headers });
    expect(skip.statusCode).toBe(204);
    abs.progress = [{ libraryItemId: 'li_4', progress: 0.8, lastUpdate: 1_764_000_200_000 }];
    await pollNow();
    expect(await entryOf(unknown)).toMatchObject({ progress: 60 });
    expect((await items()).some((item) => item.itemID === listed[0]?.itemID)).toBe(false);

    const [status] = await db().select().from(integrations).where(eq(integrations.integrationId, integrationId));
    expect(status).toMatchObject({ consecutiveFailures: 0, lastError: null });
    expect(status?.lastEventAt).not.toBeNull();
  });

  it(`pauses itself with the reason after ${INTEGRATION_FAILURES_BEFORE_PAUSE} failed polls in a row`, async () => {
    abs.token = 'rotated-token';
    for (let poll = 1; poll <= INTEGRATION_FAILURES_BEFORE_PAUSE; poll++) expect(await pollNow()).toBe(1);
    const [status] = await db().select().from(integrations).where(eq(integrations.integrationId, integrationId));
    expect(status).toMatchObject({ paused: true, consecutiveFailures: INTEGRATION_FAILURES_BEFORE_PAUSE, pausedReason: expect.stringContaining('401') });
    // Paused: not polled any more.
    expect(await pollNow()).toBe(0);
    expect(abs.calls.get('/api/me')).toBe(INTEGRATION_FAILURES_BEFORE_PAUSE);
    abs.token = 'abs-api-token-for-tests';
  });

  it('a failure then a success starts the count again', async () => {
    abs.failWith = 502;
    await pollNow();
    abs.failWith = null;
    await pollNow();
    const [status] = await db().select().from(integrations).where(eq(integrations.integrationId, integrationId));
    expect(status).toMatchObject({ paused: false, consecutiveFailures: 0, lastError: null, lastErrorAt: expect.any(Date) });
  });

  it('polls each server once per interval across three instances sharing the database', async () => {
    const instances = [0, 1, 2].map(() => createAudiobookshelfPoller(db(), (error) => expect.fail(String(error))));
    // Only this test's server is due (the earlier tests' servers wait for their next interval).
    await db().update(audiobookshelfServers).set({ nextPollAt: sql`now()` }).where(eq(audiobookshelfServers.integrationId, integrationId));
    await Promise.all(instances.map((instance) => instance.pollDue()));
    expect(abs.calls.get('/api/me')).toBe(1);
    // Within the interval, nobody polls again.
    await Promise.all(instances.map((instance) => instance.pollDue()));
    expect(abs.calls.get('/api/me')).toBe(1);
    const [next] = await db().select().from(audiobookshelfServers).where(eq(audiobookshelfServers.integrationId, integrationId));
    expect(next!.nextPollAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  it('refuses an address that is not http(s) and an empty token', async () => {
    for (const payload of [
      { address: 'ftp://abs.local', apiToken: 'x' },
      { address: 'not an address', apiToken: 'x' },
      { address: 'http://user:pw@abs.local', apiToken: 'x' },
      { address: 'http://abs.local', apiToken: '  ' },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/v1/integrations/audiobookshelf', headers: owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/Audiobookshelf/);
    }
  });
});
