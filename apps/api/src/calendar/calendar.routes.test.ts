import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('release calendar', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, account?: Account) =>
    server.app.inject({ method, url, headers: account?.headers ?? {} });

  beforeAll(async () => {
    server = await buildTestApp({ PUBLIC_URL: 'https://shelf.example.org' });
    cast = await createCast(server.app);
    const app = server.app;
    const villeneuve = await createCreator(app, 'Denis Villeneuve');
    const watch = async (title: string, publication: string, type: 'book' | 'movie' | 'tvshow' = 'book', creators: number[] = []) =>
      shelve(app, cast.owner, await createMedia(app, { title, type, publication, creators }), 'watch');
    await watch('Later Film', day(40), 'movie', [villeneuve]);
    await watch('Soon Book', day(3));
    await watch('Out Today', day(0), 'tvshow');
    await watch('Came Out Last Month', day(-30));
    await watch('Long Gone', day(-200));
    // Not on the Watch List: never on the calendar.
    await shelve(app, cast.owner, await createMedia(app, { title: 'Wanted, Not Watched', publication: day(10) }), 'TBR');
    await shelve(app, cast.other, await createMedia(app, { title: 'Someone Else’s', publication: day(5) }), 'watch');
  });
  afterAll(() => server.close());

  it('lists the Watch List items published from today on, by date, and no feed until one is made', async () => {
    const response = await call('GET', '/api/v1/calendar', cast.owner);
    expect(response.statusCode).toBe(200);
    const { releases, feed } = response.json();
    expect(releases.map((release: { title: string }) => release.title)).toEqual(['Out Today', 'Soon Book', 'Later Film']);
    expect(releases[2]).toEqual({ mediaID: expect.any(Number), type: 'movie', title: 'Later Film', creators: 'Villeneuve, Denis', isbn: null, publication: day(40) });
    expect(feed).toBeNull();
    expect((await call('GET', '/api/v1/calendar')).statusCode).toBe(401);
  });

  it('serves a feed at a secret address that parses as iCalendar, keeping recent releases a while', async () => {
    const created = await call('POST', '/api/v1/calendar/feed', cast.owner);
    expect(created.statusCode).toBe(201);
    const { url, lastFetchedAt } = created.json();
    expect(url).toMatch(/^https:\/\/shelf\.example\.org\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(lastFetchedAt).toBeNull();

    // No session: the address is the key.
    const feed = await call('GET', new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual(['Came Out Last Month (Book)', 'Out Today (TV Show)', 'Soon Book (Book)', 'Later Film (Movie)']);
    expect(events[3]?.startDate.toString()).toBe(day(40));
    expect(events[3]?.description).toContain('Not Out Yet on your Shelfmark shelf.');
    expect(events[3]?.component.getFirstPropertyValue('url')).toMatch(/^https:\/\/shelf\.example\.org\/movie\/\d+$/);

    const after = (await call('GET', '/api/v1/calendar', cast.owner)).json();
    expect(after.feed).toMatchObject({ url, lastFetchedAt: expect.any(String) });
  });

  it('gives the feed a new address on regenerate, and none once revoked; the old ones answer 404', async () => {
    const first = (await call('POST', '/api/v1/calendar/feed', cast.owner)).json().url as string;
    const second = (await call('POST', '/api/v1/calendar/feed', cast.owner)).json().url as string;
    expect(second).not.toBe(first);
    const gone = await call('GET', new URL(first).pathname);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'No calendar feed at this address: it was revoked or replaced' });
    expect((await call('GET', new URL(second).pathname)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/v1/calendar/feed', cast.owner)).statusCode).toBe(204);
    expect((await call('GET', new URL(second).pathname)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/calendar', cast.owner)).json().feed).toBeNull();
    expect((await call('DELETE', '/api/v1/calendar/feed', cast.owner)).statusCode).toBe(204);
  });

  it('answers 404 for anything that is not a live secret, and another user’s feed has only their releases', async () => {
    for (const secret of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      expect((await call('GET', `/api/v1/calendar/feed/${secret}.ics`)).statusCode, secret).toBe(404);
    }
    // Text no record can hold is refused at the edge (ADR 0029).
    expect((await call('GET', '/api/v1/calendar/feed/%00.ics')).statusCode).toBe(400);
    const url = (await call('POST', '/api/v1/calendar/feed', cast.other)).json().url as string;
    const body = (await call('GET', new URL(url).pathname)).body;
    expect(body).toContain('Someone Else’s (Book)');
    expect(body).not.toContain('Soon Book');
  });

  it('says when a release is known only to the year or month', async () => {
    const year = String(new Date().getUTCFullYear() + 3);
    await shelve(server.app, cast.other, await createMedia(server.app, { title: 'Some Year', publication: year }), 'watch');
    await shelve(server.app, cast.other, await createMedia(server.app, { title: 'Some Month', publication: `${year}-06` }), 'watch');
    const { releases } = (await call('GET', '/api/v1/calendar', cast.other)).json();
    expect(releases.map(({ title, publication, publicationPrecision }: Record<string, string>) => [title, publication, publicationPrecision])).toEqual([
      ['Someone Else’s', day(5), undefined],
      ['Some Year', `${year}-01-01`, 'year'],
      ['Some Month', `${year}-06-01`, 'month'],
    ]);
  });
});

describe('the calendar feed’s rate limit', () => {
  let server: TestApp;
  afterAll(() => server.close());

  // A secret that is not shaped like one is refused without a query: the test counts, the database rests.
  it('answers 429 with Retry-After past 60 requests a minute from one address', { timeout: 120_000 }, async () => {
    server = await buildTestApp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) statuses.push((await server.app.inject({ url: '/api/v1/calendar/feed/nothing.ics' })).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await server.app.inject({ url: '/api/v1/calendar/feed/nothing.ics' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    // Another address still gets through.
    expect((await server.app.inject({ url: '/api/v1/calendar/feed/nothing.ics', remoteAddress: '10.0.0.9' })).statusCode).toBe(404);
  });
});
