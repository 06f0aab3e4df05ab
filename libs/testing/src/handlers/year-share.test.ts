import { CalendarSchema, ShareLinkSchema, SharedViewSchema, YearReviewSchema } from '@shelfmark/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addEntry } from '../db/shelf';
import { resetMockDb } from '../db/mock-db';
import { buildMedia } from '../fixtures/media';
import { makeToken } from '../token';
import { handlers } from './index';

const server = setupServer(...handlers);
const base = 'http://localhost/api/v1';
const reader = { Authorization: `Bearer ${makeToken({ userId: 1, role: 'user' })}`, 'Content-Type': 'application/json' };
const finished = (dateFinished: string, status: 'read' | 'DNF' = 'read') => ({ readingID: 90, dateStarted: '2024-01-01T00:00:00.000Z', dateFinished, status, entries: [] });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

describe('the mock year in review, calendar and share links', () => {
  it('answer in the contract’s shapes, from the shelf', async () => {
    addEntry(buildMedia({ mediaID: 501, type: 'book', title: 'Kindred', numPages: 264 }), 'read', { rating: 9, review: 'Kept.', readings: [finished('2024-03-14T12:00:00.000Z')] });
    addEntry(buildMedia({ mediaID: 502, type: 'book', title: 'Dropped' }), 'DNF', { readings: [finished('2024-04-01T12:00:00.000Z', 'DNF')] });
    addEntry(buildMedia({ mediaID: 503, type: 'movie', title: 'Soon', publication: '2999-01-01' }), 'watch');

    const review = YearReviewSchema.parse(await (await fetch(`${base}/year/2024`, { headers: reader })).json());
    expect(review.items.map((item) => item.title)).toEqual(['Kindred']);
    expect(review).toMatchObject({ highestRated: [0], longest: [0], years: [2024] });

    const calendar = CalendarSchema.parse(await (await fetch(`${base}/calendar`, { headers: reader })).json());
    expect(calendar).toMatchObject({ releases: [{ title: 'Soon', publication: '2999-01-01' }], feed: null });

    const body = { kind: 'year', year: 2024, fields: { covers: false, creators: false, ratings: true, reviews: false, tags: false } };
    const link = ShareLinkSchema.parse(await (await fetch(`${base}/shares`, { method: 'POST', headers: reader, body: JSON.stringify(body) })).json());
    const view = SharedViewSchema.parse(await (await fetch(`${base}/public/shares/${link.token}`)).json());
    expect(view).toMatchObject({ kind: 'year', review: { items: [{ title: 'Kindred', rating: 9 }] } });
    expect(view.kind === 'year' && view.review.items[0]).not.toHaveProperty('review');
  });

  it('refuses a bad year, and another user’s link is absent', async () => {
    expect((await fetch(`${base}/year/19`, { headers: reader })).status).toBe(400);
    const other = { Authorization: `Bearer ${makeToken({ userId: 2, role: 'librarian' })}`, 'Content-Type': 'application/json' };
    const body = { kind: 'shelf', shelf: 'read', fields: { covers: true, creators: true, ratings: true, reviews: true } };
    const link = ShareLinkSchema.parse(await (await fetch(`${base}/shares`, { method: 'POST', headers: reader, body: JSON.stringify(body) })).json());
    expect((await fetch(`${base}/shares/${link.id}`, { method: 'DELETE', headers: other })).status).toBe(404);
    expect((await fetch(`${base}/shares/${link.id}`, { method: 'DELETE', headers: reader })).status).toBe(204);
    expect((await fetch(`${base}/public/shares/${link.token}`)).status).toBe(404);
  });
});
