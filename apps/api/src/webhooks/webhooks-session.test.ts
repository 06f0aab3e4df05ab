import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CreatedWebhook, USER_WEBHOOK_EVENTS } from '@shelfmark/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { createMedia } from '../testing/catalog';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { importAndWait } from '../imports/testing/upload';
import { type Receiver, signedHeaders, startReceiver } from './testing/receiver';

const goodreads = {
  name: 'goodreads_library_export.csv',
  data: readFileSync(join(import.meta.dirname, '../imports/formats/fixtures/goodreads_library_export.csv')),
};

describe('webhooks: a scripted session reaches the receiver, every delivery verified by standardwebhooks', () => {
  let server: TestApp;
  let receiver: Receiver;
  let user: Account;
  let librarian: Account;
  const secrets = new Map<string, string>();

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });

  const delivered = async () => {
    await server.app.webhookWorker.drain();
    return receiver.received.map((got) => {
      const secret = secrets.get(got.path);
      if (!secret) throw new Error(`no endpoint at ${got.path}`);
      const payload = new Webhook(secret).verify(got.body, signedHeaders(got)) as { type: string; timestamp: string; data: Record<string, unknown> };
      return { path: got.path, id: String(got.headers['webhook-id']), ...payload };
    });
  };

  beforeAll(async () => {
    server = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    receiver = await startReceiver();
    user = await createAccount(server.app);
    librarian = await createAccount(server.app, 'librarian');
    for (const [account, path, events] of [
      [user, '/user', USER_WEBHOOK_EVENTS],
      [librarian, '/staff', ['mediarequest.created', 'mediarequest.closed']],
    ] as const) {
      const created = await call('POST', '/webhooks', account, { url: receiver.url(path), events, description: 'test receiver' });
      expect(created.statusCode).toBe(201);
      secrets.set(path, created.json<CreatedWebhook>().secret);
    }
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('sees every event of the session, with the entry as the API answers it', async () => {
    const mediaId = await createMedia(server.app, { title: 'The Left Hand of Darkness', numPages: 300 });
    // Each change's events become deliveries a moment after it (the worker's next step): the
    // session waits for that between changes, so each payload shows the entry of its answer.
    const settled = async <T>(answer: Promise<T>) => {
      const done = await answer;
      await server.app.webhookWorker.drain();
      return done;
    };
    const added = await settled(call('POST', `/usermedias?mediaID=${mediaId}`, user));
    const usermediaId = added.json<{ usermediaID: number }>().usermediaID;
    await settled(call('PATCH', `/usermedias/${usermediaId}`, user, { status: 'currentlyReading' }));
    await settled(call('PATCH', `/usermedias/${usermediaId}`, user, { status: 'read' }));
    const ratedAnswer = await settled(call('PATCH', `/usermedias/${usermediaId}`, user, { rating: 4 }));
    const reviewedAnswer = await settled(call('PATCH', `/usermedias/${usermediaId}`, user, { review: 'Winter, and a friendship.' }));
    const entry = (await call('GET', `/usermedias/${usermediaId}`, user)).json<{ readings: { readingID: number }[] }>();
    expect((await call('DELETE', `/usermedias/${usermediaId}`, user)).statusCode).toBe(204);

    // Deliveries go out side by side: the receiver may see them in any order.
    const events = (await delivered()).filter((event) => event.path === '/user').sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    const [first, started, finished, rated, reviewed, removed] = ['entry.added', 'reading.started', 'reading.finished', 'entry.rated', 'entry.reviewed', 'entry.removed'].map(
      (type) => events.find((event) => event.type === type)?.data,
    );
    expect(events.map((event) => event.type).sort()).toEqual(
      ['entry.added', 'entry.status_changed', 'reading.started', 'entry.status_changed', 'reading.finished', 'entry.rated', 'entry.reviewed', 'entry.removed'].sort(),
    );
    expect(first).toEqual({ entry: added.json() });
    expect(events.filter((event) => event.type === 'entry.status_changed').map((event) => event.data)).toEqual([
      expect.objectContaining({ previousStatus: 'library', entry: expect.objectContaining({ status: 'currentlyReading' }) }),
      expect.objectContaining({ previousStatus: 'currentlyReading', entry: expect.objectContaining({ status: 'read' }) }),
    ]);
    expect(started).toMatchObject({ reading: { readingID: entry.readings[0]?.readingID, dateFinished: null } });
    expect(finished).toMatchObject({ reading: { readingID: entry.readings[0]?.readingID, status: 'read' } });
    expect(rated).toEqual({ entry: ratedAnswer.json() });
    expect(reviewed).toEqual({ entry: reviewedAnswer.json() });
    expect(removed).toMatchObject({ entry: { usermediaID: usermediaId, review: 'Winter, and a friendship.' } });
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const event of events) expect(Date.parse(event.timestamp)).not.toBeNaN();
  });

  it('describes each change of a burst as it made it, though the payloads are made after the last', async () => {
    const before = receiver.received.length;
    const mediaId = await createMedia(server.app, { title: 'The Dispossessed', numPages: 380 });
    const usermediaId = (await call('POST', `/usermedias?mediaID=${mediaId}&status=currentlyReading`, user)).json<{ usermediaID: number }>().usermediaID;
    await call('PATCH', `/usermedias/${usermediaId}`, user, { rating: 3 });
    await call('PATCH', `/usermedias/${usermediaId}`, user, { rating: 5 });
    await call('PATCH', `/usermedias/${usermediaId}`, user, { status: 'read' });
    const events = (await delivered()).slice(before).filter((event) => event.path === '/user');
    const of = (type: string) => events.filter((event) => event.type === type).map((event) => event.data as { entry: { status: string; rating: number }; previousStatus?: string; reading?: { dateFinished: string | null } });
    // Added as Currently Reading: one entry.added, not a status change too (its entry is as the
    // payload was made, perhaps Read by then), and its reading started, open then.
    expect(of('entry.added')).toHaveLength(1);
    expect(of('reading.started').map((data) => data.reading?.dateFinished)).toEqual([null]);
    expect(of('entry.rated').map((data) => data.entry.rating)).toEqual([3, 5]);
    expect(of('entry.status_changed').map((data) => [data.previousStatus, data.entry.status])).toEqual([['currentlyReading', 'read']]);
    expect(of('reading.finished')).toHaveLength(1);
  });

  it('sends import.finished when an import is done', async () => {
    const before = receiver.received.length;
    const job = await importAndWait(server.app, user, 'goodreads', goodreads);
    const events = (await delivered()).slice(before);
    expect(events.map((event) => event.type)).toEqual(['import.finished']);
    expect(events[0]?.data).toMatchObject({ import: { id: job.id, source: 'goodreads', status: job.status } });
  });

  it('sends media request events to the staff endpoint only', async () => {
    const before = receiver.received.length;
    const created = await call('POST', '/mediarequests', user, { type: 'book', title: 'The Word for World Is Forest' });
    await call('PATCH', `/mediarequests/${created.json<{ requestID: number }>().requestID}`, librarian, { status: 'done' });
    const events = (await delivered()).slice(before);
    expect(events.map((event) => [event.path, event.type]).sort()).toEqual([
      ['/staff', 'mediarequest.closed'],
      ['/staff', 'mediarequest.created'],
    ]);
    expect(events.find((event) => event.type === 'mediarequest.closed')?.data).toMatchObject({ request: { title: 'The Word for World Is Forest', status: 'done' } });
  });

  it('sends nothing for a change that was refused', async () => {
    const before = receiver.received.length;
    expect((await call('PATCH', '/usermedias/999999', user, { rating: 3 })).statusCode).toBe(404);
    await server.app.webhookWorker.drain();
    expect(receiver.received.length).toBe(before);
  });
});
