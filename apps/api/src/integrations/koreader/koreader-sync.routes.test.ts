import { createHash } from 'node:crypto';
import type { CreatedKoreader, Integration, IntegrationHistoryLine, KoreaderDocument } from '@shelfmark/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../../accounts/testing/accounts';
import { userMedia, webhookDeliveries } from '../../db/schema';
import { storeEntryEvents } from '../../library/entry-event-deliveries';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createMedia } from '../../testing/catalog';
import { bearer, createPersonalToken, revokeToken } from '../../testing/personal-tokens';

/**
 * A KOReader client simulated over HTTP exactly as the "Progress sync" plugin sends
 * (koreader/koreader plugins/kosync.koplugin: KOSyncClient.lua sets Accept
 * application/vnd.koreader.v1+json, x-auth-user and x-auth-key; main.lua sends md5 of the
 * typed password as the key; update_progress PUTs {document, progress (a string), percentage,
 * device, device_id} as JSON). The document id is what KOReader sends by default, an md5 of
 * part of the file.
 */
const BOOK_FILE_HASH = '0b229176d4e8db7f6d2b5a4952368d7a';
const XPOINTER = '/body/DocFragment[12]/body/div/p[8]/text().154';

interface Device {
  headers: Record<string, string>;
  put(percentage: number | string, extra?: Record<string, unknown>): Promise<{ statusCode: number; body: unknown }>;
  get(document?: string): Promise<{ statusCode: number; body: unknown }>;
}

describe('KOReader progress sync', () => {
  let server: TestApp;
  let owner: Account;
  let created: CreatedKoreader;
  let bookId: number;

  const kosync = (username: string, password: string, device: string, deviceId: string): Device => {
    const headers = {
      accept: 'application/vnd.koreader.v1+json',
      'x-auth-user': username,
      'x-auth-key': createHash('md5').update(password).digest('hex'),
    };
    return {
      headers,
      put: async (percentage, extra = {}) => {
        const response = await server.app.inject({
          method: 'PUT',
          url: '/api/v1/koreader/syncs/progress',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ document: BOOK_FILE_HASH, progress: XPOINTER, percentage, device, device_id: deviceId, ...extra }),
        });
        return { statusCode: response.statusCode, body: response.json() };
      },
      get: async (document = BOOK_FILE_HASH) => {
        const response = await server.app.inject({ method: 'GET', url: `/api/v1/koreader/syncs/progress/${document}`, headers });
        return { statusCode: response.statusCode, body: response.json() };
      },
    };
  };

  const connect = async (account: Account, payload: object = {}) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/integrations/koreader', headers: account.headers, payload });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedKoreader>();
  };
  const documents = async (account = owner) =>
    (await server.app.inject({ method: 'GET', url: '/api/v1/integrations/koreader/documents', headers: account.headers })).json<KoreaderDocument[]>();
  /** The KOReader integration as the Integrations page lists it. */
  const koreaderOnPage = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: owner.headers })).json<Integration[]>().find((row) => row.kind === 'koreader');
  const entryOf = async (account: Account, mediaId: number) =>
    (await server.app.database.db.select().from(userMedia).where(and(eq(userMedia.userId, account.userId), eq(userMedia.mediaId, mediaId))))[0];

  beforeAll(async () => {
    server = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    await server.app.ready();
    await server.app.webhookWorker.stop();
    await server.app.audiobookshelfPoller.stop();
    owner = await createAccount(server.app);
    created = await connect(owner);
    bookId = await createMedia(server.app, { title: 'The Left Hand of Darkness', numPages: 400 });
  });
  afterAll(() => server.close());

  it('shows the sync key once, with the username and the server path KOReader takes', () => {
    expect(created.username).toBe(owner.username);
    expect(created.serverPath).toBe('/api/v1/koreader');
    expect(created.syncKey).toMatch(/^shm_[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    expect(created.integration).toMatchObject({ kind: 'koreader', name: 'KOReader', paused: false, eventsThisWeek: 0 });
  });

  it('answers registration with 402 and where the account comes from, as the plugin expects', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/koreader/users/create',
      headers: { accept: 'application/vnd.koreader.v1+json', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'reader', password: createHash('md5').update('secret').digest('hex') }),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 2005, message: expect.stringContaining('Integrations page') });
  });

  it('authorises the username with the md5 of the sync key, and nothing else (401 {code: 2001})', async () => {
    const login = async (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/v1/koreader/users/auth', headers });
    const good = await login(kosync(owner.username, created.syncKey, 'Kobo', 'A').headers);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ authorized: 'OK' });
    // The username as typed in any case, as Shelfmark's sign-in takes it.
    expect((await login(kosync(owner.username.toUpperCase(), created.syncKey, 'Kobo', 'A').headers)).statusCode).toBe(200);
    for (const headers of [
      kosync(owner.username, 'the account password', 'Kobo', 'A').headers,
      kosync('nobody', created.syncKey, 'Kobo', 'A').headers,
      // The key itself, not its md5: KOReader never sends that.
      { 'x-auth-user': owner.username, 'x-auth-key': created.syncKey },
      { accept: 'application/vnd.koreader.v1+json' },
    ]) {
      const refused = await login(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 2001, message: 'Unauthorized' });
    }
  });

  it('syncs two devices exactly as KOReader’s own server does', async () => {
    const kobo = kosync(owner.username, created.syncKey, 'Kobo', 'KOBO-1');
    const phone = kosync(owner.username, created.syncKey, 'Android', 'PHONE-2');
    expect(await phone.get()).toEqual({ statusCode: 200, body: {} });

    const put = await kobo.put(0.3);
    expect(put.statusCode).toBe(200);
    expect(put.body).toEqual({ document: BOOK_FILE_HASH, timestamp: expect.any(Number) });
    const { timestamp } = put.body as { timestamp: number };
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);

    expect(await phone.get()).toEqual({
      statusCode: 200,
      body: { document: BOOK_FILE_HASH, percentage: 0.3, progress: XPOINTER, device: 'Kobo', device_id: 'KOBO-1', timestamp },
    });
    expect((await phone.put('0.45')).statusCode).toBe(200);
    expect((await kobo.get()).body).toMatchObject({ percentage: 0.45, device: 'Android', device_id: 'PHONE-2' });
    // Another user's reader never sees it.
    const stranger = await createAccount(server.app);
    const theirs = await connect(stranger);
    expect((await kosync(stranger.username, theirs.syncKey, 'Kobo', 'X').get()).body).toEqual({});
  });

  it('refuses malformed progress with the reference server’s codes, and keeps what it had', async () => {
    const kobo = kosync(owner.username, created.syncKey, 'Kobo', 'KOBO-1');
    const before = (await kobo.get()).body;
    const cases: [Record<string, unknown>, number, number][] = [
      [{ document: '' }, 403, 2004],
      [{ document: 'has:colon' }, 403, 2004],
      [{ document: '../../etc' }, 403, 2007],
      [{ percentage: 'most of it' }, 403, 2003],
      [{ progress: '' }, 403, 2003],
      [{ device: 42 }, 403, 2003],
      [{ device_id: ['x'] }, 403, 2003],
      [{ device: 'Ko\u0000bo' }, 400, 2003],
    ];
    for (const [extra, status, code] of cases) {
      const response = await kobo.put(0.9, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(response.body).toEqual({ code, message: expect.any(String) });
    }
    for (const payload of ['{"document": ', '[1,2]', 'null']) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/koreader/syncs/progress',
        headers: { ...kobo.headers, 'content-type': 'application/json' },
        payload,
      });
      expect([400, 403], payload).toContain(response.statusCode);
      expect(response.json(), payload).toEqual({ code: 2003, message: expect.any(String) });
    }
    expect((await kobo.get()).body).toEqual(before);
  });

  it('keeps an unknown document in the inbox, then moves the linked book, with a history line', async () => {
    const kobo = kosync(owner.username, created.syncKey, 'Kobo', 'KOBO-1');
    await kobo.put(0.42);
    const [waiting] = await documents();
    expect(waiting).toMatchObject({ document: BOOK_FILE_HASH, device: 'Kobo', percentage: 0.42, book: null, finished: false, done: false });
    expect(await entryOf(owner, bookId)).toBeUndefined();
    expect(await koreaderOnPage()).toMatchObject({ inboxCount: 1, eventsThisWeek: 0 });

    const webhook = await server.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: owner.headers,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['entry.added', 'entry.status_changed'] },
    });
    expect(webhook.statusCode).toBe(201);

    const link = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/integrations/koreader/documents/${waiting?.documentID}/link`,
      headers: owner.headers,
      payload: { mediaID: bookId },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ book: { mediaID: bookId, title: 'The Left Hand of Darkness', numPages: 400 }, done: false });
    expect(await entryOf(owner, bookId)).toMatchObject({ status: 'currentlyReading', progress: 168 });
    // The worker is stopped: the events PostgreSQL captured are made deliveries here.
    await storeEntryEvents(server.app.database.db);
    const events = await server.app.database.db.select({ event: webhookDeliveries.event }).from(webhookDeliveries);
    expect(events.map((row) => row.event)).toContain('entry.added');

    // From now on each sync moves it.
    await kosync(owner.username, created.syncKey, 'Android', 'PHONE-2').put(0.5);
    expect(await entryOf(owner, bookId)).toMatchObject({ status: 'currentlyReading', progress: 200 });
    await kobo.put(0.995);
    const entry = await entryOf(owner, bookId);
    expect(entry).toMatchObject({ status: 'currentlyReading', progress: 400 });
    const [atEnd] = await documents();
    expect(atEnd).toMatchObject({ finished: true, done: false });

    const done = await server.app.inject({ method: 'POST', url: `/api/v1/integrations/koreader/documents/${atEnd?.documentID}/done`, headers: owner.headers });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ done: true });
    expect(await entryOf(owner, bookId)).toMatchObject({ status: 'read', progress: 400 });
    // Paging back near the end keeps it Read; opening it again from the start is a new reading.
    await kobo.put(0.97);
    expect(await entryOf(owner, bookId)).toMatchObject({ status: 'read', progress: 400 });

    const history = await server.app.inject({ method: 'GET', url: `/api/v1/integrations/history/${entry?.usermediaId}`, headers: owner.headers });
    expect(history.json<IntegrationHistoryLine[]>().map((event) => event.text).reverse()).toEqual([
      'Read to 42% on KOReader (Kobo)',
      'Read to 50% on KOReader (Android)',
      'Read to 100% on KOReader (Kobo)',
      'Finished on KOReader (Kobo)',
    ]);
    // The Integrations page counts what it recorded this week, and its inbox is empty.
    expect(await koreaderOnPage()).toMatchObject({ inboxCount: 0, eventsThisWeek: 4 });
    // Another user cannot read the entry's history.
    const other = await createAccount(server.app);
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/integrations/history/${entry?.usermediaId}`, headers: other.headers })).statusCode).toBe(404);
  });

  it('marks the book Read by itself at the end when the user chose so', async () => {
    const reader = await createAccount(server.app);
    const auto = await connect(reader, { name: 'Kindle', autoMarkDone: true });
    const device = kosync(reader.username, auto.syncKey, 'Kindle', 'K-1');
    const mediaId = await createMedia(server.app, { title: 'Piranesi', numPages: 272 });
    await device.put(0.1);
    const [document] = await documents(reader);
    await server.app.inject({ method: 'PUT', url: `/api/v1/integrations/koreader/documents/${document?.documentID}/link`, headers: reader.headers, payload: { mediaID: mediaId } });
    expect(await entryOf(reader, mediaId)).toMatchObject({ status: 'currentlyReading', progress: 27 });
    await device.put(1);
    expect(await entryOf(reader, mediaId)).toMatchObject({ status: 'read', progress: 272 });
  });

  it('refuses links to what is not the caller’s or not a book', async () => {
    const [document] = await documents();
    const movie = await createMedia(server.app, { title: 'Arrival', type: 'movie' });
    const link = (account: Account, documentId: number, mediaID: number) =>
      server.app.inject({ method: 'PUT', url: `/api/v1/integrations/koreader/documents/${documentId}/link`, headers: account.headers, payload: { mediaID } });
    expect((await link(owner, document!.documentID, movie)).statusCode).toBe(400);
    expect((await link(owner, document!.documentID, 999999)).statusCode).toBe(404);
    expect((await link(await createAccount(server.app), document!.documentID, bookId)).statusCode).toBe(404);
  });

  it('holds the sync key to the sync calls, and the other tokens away from them', async () => {
    const reader = await createAccount(server.app);
    const mine = await connect(reader);
    const device = kosync(reader.username, mine.syncKey, 'Kobo', 'A');
    // The sync key is a personal token with the sync scope: as a bearer it reads nothing else.
    const library = await server.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: bearer(mine.syncKey) });
    expect(library.statusCode).toBe(403);
    const shelf = await server.app.inject({ method: 'GET', url: '/api/v1/continue-watching', headers: bearer(mine.syncKey) });
    expect(shelf.statusCode).toBe(403);
    expect(shelf.json().message).toContain('"read" scope');
    // A read/write token cannot stand in for a reader, nor connect KOReader (it mints a key).
    const write = await createPersonalToken(server.app, reader, ['read', 'write']);
    const asToken = await server.app.inject({ method: 'GET', url: '/api/v1/koreader/users/auth', headers: { ...device.headers, ...write.headers } });
    expect(asToken.statusCode).toBe(403);
    expect(asToken.json()).toMatchObject({ code: 2003 });
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/integrations/koreader', headers: write.headers, payload: {} })).statusCode).toBe(403);
    // Revoking the key in the token list stops the sync.
    expect((await device.put(0.2)).statusCode).toBe(200);
    const tokens = (await server.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: reader.headers })).json<{ tokenID: number; scopes: string[] }[]>();
    const syncToken = tokens.find((token) => token.scopes.includes('sync'));
    expect(syncToken?.scopes).toEqual(['sync']);
    await revokeToken(server.app, reader, syncToken!.tokenID);
    expect((await device.put(0.3)).statusCode).toBe(401);
  });

  it('skips a document for good: off the list, and its syncs move nothing, while devices still sync it', async () => {
    const reader = await createAccount(server.app);
    const mine = await connect(reader);
    const device = kosync(reader.username, mine.syncKey, 'Kobo', 'K');
    await device.put(0.2, { document: 'manual_pdf' });
    const [document] = await documents(reader);
    expect(document?.document).toBe('manual_pdf');
    const skip = await server.app.inject({ method: 'POST', url: `/api/v1/integrations/koreader/documents/${document?.documentID}/skip`, headers: reader.headers });
    expect(skip.statusCode).toBe(204);
    expect(await documents(reader)).toEqual([]);
    await device.put(0.3, { document: 'manual_pdf' });
    expect(await documents(reader)).toEqual([]);
    expect((await device.get('manual_pdf')).body).toMatchObject({ percentage: 0.3 });
    expect((await server.app.inject({ method: 'POST', url: `/api/v1/integrations/koreader/documents/${document?.documentID}/skip`, headers: owner.headers })).statusCode).toBe(404);
  });
});
