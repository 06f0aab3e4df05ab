import { LookupResponseSchema } from '@shelfmark/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDb, resetMockDb } from '../db/mock-db';
import { addEntry } from '../db/shelf';
import { media } from '../fixtures/media';
import { makeToken } from '../token';
import { handlers } from './index';
import { lookupState } from './lookup';

const server = setupServer(...handlers);
const base = 'http://localhost/api/v1';
const as = (role: 'user' | 'admin') => ({ Authorization: `Bearer ${makeToken({ userId: 1, role })}` });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const lookUp = async (query: string) => LookupResponseSchema.parse(await (await fetch(`${base}/lookup?${query}`, { headers: as('user') })).json());

describe('look-up', () => {
  it('finds by ISBN, hyphens aside, and by words of the title, with the service state', async () => {
    expect((await lookUp('type=book&isbn=978-0-593-09823-3')).results.map((result) => result.title)).toEqual(['Dune Messiah']);
    const byTitle = await lookUp('type=book&q=dune');
    expect(byTitle.results.map((result) => result.title)).toEqual(['Dune Messiah', 'Children of Dune']);
    expect(byTitle.services).toEqual([{ service: 'openlibrary', state: 'ok', message: null }]);
  });

  it('answers a service’s state without results when a test sets one, and 400 for a bad query', async () => {
    lookupState('tmdb', 'unconfigured');
    expect(await lookUp('type=tvshow&q=Severance')).toEqual({ results: [], services: [{ service: 'tmdb', state: 'unconfigured', message: 'TMDB is unconfigured' }] });
    expect((await fetch(`${base}/lookup?type=movie&isbn=9780593098233`, { headers: as('user') })).status).toBe(400);
    expect((await fetch(`${base}/lookup?type=book&q=dune`)).status).toBe(401);
  });

  it('serves the covers the results name, and 404 for others', async () => {
    const cover = await fetch(`${base}/lookup/covers/openlibrary/isbn-9780593098233`, { headers: as('user') });
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${base}/lookup/covers/openlibrary/isbn-1`, { headers: as('user') })).status).toBe(404);
  });
});

describe('demo catalogue', () => {
  const load = (role: 'user' | 'admin') => fetch(`${base}/medias/catalog/demo`, { method: 'POST', headers: as(role) });

  it('loads into an empty catalogue for the admin alone, and refuses with 409 otherwise', async () => {
    expect((await load('admin')).status).toBe(409);
    mockDb.media = [];
    expect((await load('user')).status).toBe(403);
    const loaded = await load('admin');
    expect(loaded.status).toBe(201);
    expect(await loaded.json()).toEqual({ added: mockDb.media.length });
    expect(mockDb.media.length).toBeGreaterThan(5);
  });
});

describe('readings with partial dates', () => {
  it('keeps a year or a month with its precision, as the server does', async () => {
    const entry = addEntry(media.dune, 'read', { readings: [{ readingID: 50, dateStarted: '2024-01-01T00:00:00.000Z', dateFinished: '2024-02-01T00:00:00.000Z', status: 'read', entries: [] }] });
    const response = await fetch(`${base}/readings/50`, { method: 'PATCH', headers: { ...as('user'), 'Content-Type': 'application/json' }, body: JSON.stringify({ start: '2019', end: '2019-06' }) });
    expect(await response.json()).toMatchObject({ dateStarted: '2019-01-01T00:00:00.000Z', dateStartedPrecision: 'year', dateFinished: '2019-06-01T00:00:00.000Z', dateFinishedPrecision: 'month' });
    expect(entry.readings[0]?.dateStartedPrecision).toBe('year');
  });
});
