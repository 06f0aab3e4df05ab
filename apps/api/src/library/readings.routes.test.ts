import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

describe('readings', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });
  /** An entry of the owner in currentlyReading, and its current reading. */
  const reading = async () => {
    const usermediaId = await shelve(server.app, cast.owner, await createMedia(server.app, { title: 'Reading' }), 'currentlyReading');
    const entry = (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json();
    return { usermediaId, readingId: entry.currentReading.readingID as number };
  };
  // Later than today in every zone: today ends last at UTC+14, so tomorrow in UTC is not always refused.
  const tomorrow = () => new Date(Date.now() + 48 * 3600 * 1000).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  describe('PATCH /readings/end/{id}', () => {
    it('ends the current reading with a date and status', async () => {
      const { usermediaId, readingId } = await reading();
      const end = new Date().toISOString();
      const response = await call('PATCH', `/readings/end/${readingId}`, cast.owner, { end, status: 'read' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        readingID: readingId,
        dateStarted: expect.any(String),
        dateFinished: end,
        status: 'read',
        dateStartedPrecision: 'day',
        dateFinishedPrecision: 'day',
        estimated: false,
        entries: [],
      });
      expect((await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json().currentReading).toBeNull();
    });

    it.each([
      [{ end: 'tomorrow', status: 'read' }, undefined],
      [{ end: '2020-01-01', status: 'finished' }, undefined],
      [{ status: 'read' }, undefined],
    ])('refuses %j with 400', async (body, message) => {
      const { readingId } = await reading();
      const response = await call('PATCH', `/readings/end/${readingId}`, cast.owner, body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    });

    it('refuses dates later than today and ends before the start', async () => {
      const { readingId } = await reading();
      const future = await call('PATCH', `/readings/end/${readingId}`, cast.owner, { end: tomorrow(), status: 'read' });
      expect(future.json()).toEqual({ message: 'Reading dates cannot be later than today' });
      const early = await call('PATCH', `/readings/end/${readingId}`, cast.owner, { end: '2001-01-01', status: 'DNF' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({ message: 'A reading cannot end before it starts' });
    });

    it('is the owner’s alone', async () => {
      const { readingId } = await reading();
      const body = { end: new Date().toISOString(), status: 'read' };
      expect((await call('PATCH', `/readings/end/${readingId}`, cast.other, body)).statusCode).toBe(404);
      expect((await call('PATCH', `/readings/end/${readingId}`, cast.admin, body)).statusCode).toBe(404);
      expect((await call('PATCH', `/readings/end/${readingId}`, undefined, body)).statusCode).toBe(401);
      expect((await call('PATCH', '/readings/end/2000000000', cast.owner, body)).json()).toEqual({ message: 'Reading not found' });
    });
  });

  describe('PATCH /readings/{id}', () => {
    it('takes a year or a month alone, keeps its precision, and sorts it at the start of its period', async () => {
      const { usermediaId, readingId } = await reading();
      const partial = await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2019', end: '2019-06' });
      expect(partial.statusCode).toBe(200);
      expect(partial.json()).toMatchObject({
        dateStarted: '2019-01-01T00:00:00.000Z',
        dateStartedPrecision: 'year',
        dateFinished: '2019-06-01T00:00:00.000Z',
        dateFinishedPrecision: 'month',
        status: 'read',
      });
      // "2019" may end a reading begun in June 2019: the order is checked at the end's precision.
      expect((await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2019-06-14', end: '2019' })).statusCode).toBe(200);
      expect((await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2019-06-14', end: '2018' })).json()).toEqual({
        message: 'A reading cannot end before it starts',
      });
      expect((await call('PATCH', `/readings/${readingId}`, cast.owner, { start: String(new Date().getUTCFullYear() + 1), end: null })).json()).toEqual({
        message: 'Reading dates cannot be later than today',
      });
      expect((await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2019-13', end: null })).statusCode).toBe(400);
      // Full dates still come back as before, with precision day.
      const full = await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2019-06-14', end: '2019-06-20' });
      expect(full.json()).toMatchObject({ dateStarted: '2019-06-14T00:00:00.000Z', dateStartedPrecision: 'day', dateFinishedPrecision: 'day' });
      const detail = (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json();
      expect(detail.readings[0]).toMatchObject({ readingID: readingId, dateStartedPrecision: 'day' });
    });

    it('orders the detail page’s readings by start, a year or a month at the start of its period', async () => {
      const { usermediaId, readingId: first } = await reading();
      const ids = [first];
      for (let more = 0; more < 2; more++) {
        await call('PATCH', `/usermedias/${usermediaId}`, cast.owner, { status: 'read' });
        await call('PATCH', `/usermedias/${usermediaId}`, cast.owner, { status: 'currentlyReading' });
        ids.push((await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json().currentReading.readingID);
      }
      const [day, year, month] = ids;
      await call('PATCH', `/readings/${day}`, cast.owner, { start: '2019-06-14', end: '2019-06-20' });
      await call('PATCH', `/readings/${year}`, cast.owner, { start: '2019', end: '2019' });
      await call('PATCH', `/readings/${month}`, cast.owner, { start: '2019-06', end: '2019-07' });
      const readings = (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json().readings as { readingID: number; dateStartedPrecision: string }[];
      expect(readings.map((item) => [item.readingID, item.dateStartedPrecision])).toEqual([
        [year, 'year'],
        [month, 'month'],
        [day, 'day'],
      ]);
    });

    it('changes the dates, and can make an ended reading current again', async () => {
      const { usermediaId, readingId } = await reading();
      const changed = await call('PATCH', `/readings/${readingId}`, cast.owner, { readingID: readingId, start: '2024-03-01', end: '2024-03-09' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        readingID: readingId,
        dateStarted: '2024-03-01T00:00:00.000Z',
        dateFinished: '2024-03-09T00:00:00.000Z',
        status: 'read',
      });
      const reopened = await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2024-03-01', end: null });
      expect(reopened.json()).toMatchObject({ dateFinished: null, status: null });
      expect((await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json().currentReading).toEqual({ readingID: readingId });
    });

    it('keeps one current reading per item', async () => {
      const { usermediaId, readingId } = await reading();
      await call('PATCH', `/usermedias/${usermediaId}`, cast.owner, { status: 'read' });
      await call('PATCH', `/usermedias/${usermediaId}`, cast.owner, { status: 'currentlyReading' });
      const response = await call('PATCH', `/readings/${readingId}`, cast.owner, { start: '2024-01-01', end: null });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only one reading can be without an end' });
    });

    it('checks the id, the order and the dates', async () => {
      const { readingId } = await reading();
      const patch = (body: object) => call('PATCH', `/readings/${readingId}`, cast.owner, body);
      expect((await patch({ readingID: readingId + 1, start: '2024-01-01', end: null })).json()).toEqual({
        message: 'readingID does not match the reading in the path',
      });
      expect((await patch({ start: '2024-02-01', end: '2024-01-01' })).json()).toEqual({ message: 'A reading cannot end before it starts' });
      expect((await patch({ start: tomorrow(), end: null })).json()).toEqual({ message: 'Reading dates cannot be later than today' });
      expect((await patch({ start: '2024-02-30', end: null })).statusCode).toBe(400);
      expect((await call('PATCH', `/readings/${readingId}`, cast.other, { start: '2024-01-01', end: null })).statusCode).toBe(404);
      expect((await call('PATCH', `/readings/${readingId}`, undefined, { start: '2024-01-01', end: null })).statusCode).toBe(401);
    });
  });

  describe('DELETE /readings/{id}', () => {
    it('deletes a reading without entries, and refuses one with entries', async () => {
      const { usermediaId, readingId } = await reading();
      expect((await call('DELETE', `/readings/${readingId}`, cast.other)).statusCode).toBe(404);
      expect((await call('DELETE', `/readings/${readingId}`)).statusCode).toBe(401);
      await call('POST', `/entries/${usermediaId}`, cast.owner, { body: 'Chapter one.', readingID: readingId });
      const refused = await call('DELETE', `/readings/${readingId}`, cast.owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'A reading with entries cannot be deleted' });

      const other = await reading();
      expect((await call('DELETE', `/readings/${other.readingId}`, cast.owner)).statusCode).toBe(204);
      expect((await call('GET', `/usermedias/${other.usermediaId}`, cast.owner)).json()).toMatchObject({ readings: [], currentReading: null });
      expect((await call('DELETE', `/readings/${other.readingId}`, cast.owner)).statusCode).toBe(404);
    });
  });
});
