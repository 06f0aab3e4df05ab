import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('journal entries', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let usermediaId: number;
  let readingId: number;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    usermediaId = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Journal', numPages: 300 }), 'currentlyReading');
    readingId = (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json().currentReading.readingID;
  });
  afterAll(() => server.close());

  it('adds an entry to a reading and shows it under the reading and the item', async () => {
    const time = '2025-05-01T20:15:00.000Z';
    const response = await call('POST', `/entries/${usermediaId}`, cast.owner, { title: 'Roke', body: 'The school.', time, page: 40, readingID: readingId });
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toEqual({
      entryID: expect.any(Number),
      title: 'Roke',
      body: 'The school.',
      time,
      page: 40,
      readingID: { readingID: readingId, dateStarted: expect.any(String), dateFinished: null, status: null, dateStartedPrecision: 'day', dateFinishedPrecision: 'day', estimated: false },
    });
    const item = (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json();
    expect(item.entries).toEqual([entry]);
    expect(item.readings[0].entries).toEqual([entry]);
  });

  it('takes readingID 0 or none as no reading, and the time defaults to now', async () => {
    for (const readingID of [0, null, undefined]) {
      const entry = (await call('POST', `/entries/${usermediaId}`, cast.owner, { body: 'Loose thought.', readingID })).json();
      expect(entry).toMatchObject({ title: '', readingID: null, page: null });
      expect(Date.now() - Date.parse(entry.time)).toBeLessThan(60_000);
    }
  });

  it.each([
    [{ body: ' ' }, 'Entry cannot be empty'],
    [{ body: 'x', page: -1 }, 'Must be 0 or more'],
    [{ body: 'x', page: 2.5 }, 'Must be a whole number'],
    [{ body: 'x', time: 'yesterday' }, undefined],
    [{ body: 'x', title: 't'.repeat(201) }, 'Text is too long'],
    [{ body: 'x', readingID: 2_000_000_000 }, 'That reading belongs to another item'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await call('POST', `/entries/${usermediaId}`, cast.owner, body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toEqual({ message });
  });

  it('refuses a reading of another item', async () => {
    const otherEntry = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Other' }), 'currentlyReading');
    const response = await call('POST', `/entries/${otherEntry}`, cast.owner, { body: 'x', readingID: readingId });
    expect(response.json()).toEqual({ message: 'That reading belongs to another item' });
  });

  it('edits title, body, page and reading, keeping the time', async () => {
    const created = (await call('POST', `/entries/${usermediaId}`, cast.owner, { title: 'Draft', body: 'First go.', readingID: readingId })).json();
    const response = await call('PATCH', `/entries/${created.entryID}`, cast.owner, { title: 'Final', body: 'Second go.', page: 12, readingID: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, title: 'Final', body: 'Second go.', page: 12, readingID: null });
  });

  it('deletes an entry', async () => {
    const created = (await call('POST', `/entries/${usermediaId}`, cast.owner, { body: 'Soon gone.' })).json();
    expect((await call('DELETE', `/entries/${created.entryID}`, cast.owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/entries/${created.entryID}`, cast.owner)).json()).toEqual({ message: 'Entry not found' });
  });

  it('lets only the owner write, edit or delete', async () => {
    const created = (await call('POST', `/entries/${usermediaId}`, cast.owner, { body: 'Private.' })).json();
    for (const account of [cast.other, cast.admin, cast.librarian]) {
      expect((await call('POST', `/entries/${usermediaId}`, account, { body: 'x' })).statusCode).toBe(404);
      expect((await call('PATCH', `/entries/${created.entryID}`, account, { body: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', `/entries/${created.entryID}`, account)).statusCode).toBe(404);
    }
    expect((await call('POST', `/entries/${usermediaId}`, undefined, { body: 'x' })).statusCode).toBe(401);
    expect((await call('PATCH', `/entries/${created.entryID}`, undefined, { body: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/entries/${created.entryID}`)).statusCode).toBe(401);
    expect((await call('POST', '/entries/2000000000', cast.owner, { body: 'x' })).json()).toEqual({ message: 'This shelf is empty' });
  });
});
