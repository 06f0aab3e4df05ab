import type { Reading } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

/** Issue 28: every finish is dated and counted (ADR 0026). */
describe('finishes', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const year = new Date().getUTCFullYear();

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, account: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const readingsOf = async (usermediaId: number): Promise<Reading[]> => (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json().readings;
  const setStatus = (usermediaId: number, status: string) => call('PATCH', `/usermedias/${usermediaId}`, cast.owner, { status });
  const onShelf = async (title: string, status: 'TBR' | 'library' | 'currentlyReading' = 'TBR') =>
    shelve(server.app, cast.owner, await createMedia(server.app, { title, numPages: 100 }), status);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  describe('a status change to a finished status', () => {
    it('records a reading ending now when no reading is open (TBR → read)', async () => {
      const usermediaId = await onShelf('To be read');
      const before = Date.now();
      expect((await setStatus(usermediaId, 'read')).statusCode).toBe(200);
      const [reading, ...more] = await readingsOf(usermediaId);
      expect(more).toEqual([]);
      expect(reading).toMatchObject({ status: 'read', dateFinishedPrecision: 'day', estimated: false, entries: [] });
      expect(new Date(reading?.dateFinished ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(reading?.dateStarted).toBe(reading?.dateFinished);
    });

    it('records a DNF reading for DNF, and nothing more when the status does not change', async () => {
      const usermediaId = await onShelf('Given up', 'library');
      await setStatus(usermediaId, 'DNF');
      await setStatus(usermediaId, 'DNF');
      expect((await readingsOf(usermediaId)).map((reading) => reading.status)).toEqual(['DNF']);
    });

    it('ends the open reading instead of recording another (currentlyReading → read)', async () => {
      const usermediaId = await onShelf('Being read', 'currentlyReading');
      await setStatus(usermediaId, 'read');
      const readings = await readingsOf(usermediaId);
      expect(readings).toHaveLength(1);
      expect(readings[0]).toMatchObject({ status: 'read', dateFinished: expect.any(String) });
    });

    it('records nothing more after Mark Done, which ends the reading before it sets the status', async () => {
      const usermediaId = await onShelf('Marked done', 'currentlyReading');
      const [open] = await readingsOf(usermediaId);
      await call('PATCH', `/readings/end/${open?.readingID}`, cast.owner, { end: new Date().toISOString(), status: 'read' });
      await setStatus(usermediaId, 'DNF');
      expect((await readingsOf(usermediaId)).map((reading) => reading.readingID)).toEqual([open?.readingID]);
    });

    it('records a new reading on a re-read (read → TBR → read) and none for the other statuses', async () => {
      const usermediaId = await onShelf('Read twice');
      await setStatus(usermediaId, 'read');
      for (const status of ['TBR', 'watch', 'library']) await setStatus(usermediaId, status);
      expect(await readingsOf(usermediaId)).toHaveLength(1);
      await setStatus(usermediaId, 'read');
      expect(await readingsOf(usermediaId)).toHaveLength(2);
    });
  });

  describe('POST /usermedias?mediaID=&status=', () => {
    it.each([
      ['read', { readings: 1, current: false }],
      ['DNF', { readings: 1, current: false }],
      ['currentlyReading', { readings: 1, current: true }],
      ['TBR', { readings: 0, current: false }],
    ] as const)('files into %s and carries the readings along', async (status, expected) => {
      const mediaId = await createMedia(server.app, { title: `Added as ${status}` });
      const response = await call('POST', `/usermedias?mediaID=${mediaId}&status=${status}`, cast.owner);
      expect(response.statusCode).toBe(201);
      const entry = response.json();
      expect(entry.status).toBe(status);
      expect(entry.readings).toHaveLength(expected.readings);
      expect(entry.currentReading !== null).toBe(expected.current);
    });
  });

  describe('When did you finish? (PATCH /readings/{id})', () => {
    it('moves the recorded finish to a past year, start and end together', async () => {
      const usermediaId = await onShelf('Finished long ago');
      await setStatus(usermediaId, 'read');
      const [reading] = await readingsOf(usermediaId);
      const response = await call('PATCH', `/readings/${reading?.readingID}`, cast.owner, { start: '2019', end: '2019' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ dateFinished: '2019-01-01T00:00:00.000Z', dateFinishedPrecision: 'year', status: 'read', estimated: false });
    });
  });

  describe('POST /readings/{usermediaID}', () => {
    it('adds a past reading from a start and an end, as read unless told', async () => {
      const usermediaId = await onShelf('Read before');
      const response = await call('POST', `/readings/${usermediaId}`, cast.owner, { start: '2020-03-01', end: '2020-03-09' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ dateStarted: '2020-03-01T00:00:00.000Z', dateFinished: '2020-03-09T00:00:00.000Z', status: 'read', estimated: false });
    });

    it('takes a year alone, the start being unknown', async () => {
      const usermediaId = await onShelf('Some year');
      const response = await call('POST', `/readings/${usermediaId}`, cast.owner, { end: '2018', status: 'DNF' });
      expect(response.json()).toMatchObject({ dateStarted: '2018-01-01T00:00:00.000Z', dateStartedPrecision: 'year', dateFinishedPrecision: 'year', status: 'DNF' });
      expect((await readingsOf(usermediaId)).map((reading) => reading.readingID)).toEqual([response.json().readingID]);
    });

    it.each([
      [{ start: '2020-03-09', end: '2020-03-01' }, 'A reading cannot end before it starts'],
      [{ end: `${year + 1}` }, 'Reading dates cannot be later than today'],
      [{ start: '2020-01-01' }, undefined],
      [{ end: 'last year' }, undefined],
    ])('refuses %j with 400', async (body, message) => {
      const usermediaId = await onShelf(`Refused ${JSON.stringify(body)}`);
      const response = await call('POST', `/readings/${usermediaId}`, cast.owner, body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    });

    it("answers 404 for another user's entry and writes nothing", async () => {
      const usermediaId = await onShelf('Not yours');
      const response = await call('POST', `/readings/${usermediaId}`, cast.other, { end: '2020' });
      expect(response.statusCode).toBe(404);
      expect(await readingsOf(usermediaId)).toEqual([]);
    });
  });

  it('counts the recorded finishes in stats, goals and the year in review', async () => {
    const account = cast.librarian;
    const mediaId = await createMedia(server.app, { title: 'Counted', numPages: 321 });
    const usermediaId = (await call('POST', `/usermedias?mediaID=${mediaId}&status=TBR`, account)).json().usermediaID;
    await call('PUT', '/goals', account, { year, type: 'book', target: 5 });
    await call('PATCH', `/usermedias/${usermediaId}`, account, { status: 'read' });
    const other = await createMedia(server.app, { title: 'Counted in 2019', numPages: 10 });
    const otherEntry = (await call('POST', `/usermedias?mediaID=${other}&status=TBR`, account)).json().usermediaID;
    await call('POST', `/readings/${otherEntry}`, account, { end: '2019' });

    const stats = (await call('GET', `/stats?year=${year}`, account)).json();
    expect(stats).toMatchObject({ finished: 1, pagesRead: 321, goals: [{ type: 'book', target: 5, finished: 1 }] });
    expect((await call('GET', '/stats?year=2019', account)).json()).toMatchObject({ finished: 1 });
    expect((await call('GET', `/goals?year=${year}`, account)).json().goals).toEqual([{ type: 'book', target: 5, finished: 1 }]);
    const review = (await call('GET', `/year/${year}`, account)).json();
    expect(review.items.map((item: { title: string }) => item.title)).toEqual(['Counted']);
    expect((await call('GET', '/year/2019', account)).json().items).toMatchObject([{ title: 'Counted in 2019', finishedPrecision: 'year' }]);
  });
});
