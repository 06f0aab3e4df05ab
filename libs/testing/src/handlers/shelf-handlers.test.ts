import { TagDetailSchema, UserMediaSchema, UserMediaSummarySchema, genreRef } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, failCall } from '../db/calls';
import { mockDb } from '../db/mock-db';
import { addEntry } from '../db/shelf';
import { buildMedia, media } from '../fixtures/media';
import { users } from '../fixtures/users';
import { startMockApi } from '../node';
import { makeToken } from '../token';

startMockApi();

const base = 'http://localhost/api/v1';
const as = (userId: number, role: 'user' | 'librarian' | 'admin' = 'user') => ({ Authorization: `Bearer ${makeToken({ userId, role })}` });
const reader = as(users.reader.userID);

async function call(method: string, path: string, { headers = reader, json }: { headers?: Record<string, string>; json?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const titles = (body: unknown) => UserMediaSummarySchema.array().parse(body).map((entry) => entry.media.title);

describe('shelf lists', () => {
  function seed() {
    const fantasy = genreRef(1);
    const book = (mediaID: number, title: string, last: string, genres = fantasy ? [fantasy] : []) =>
      buildMedia({ mediaID, type: 'book', title, genres, creators: [{ creatorID: mediaID, name: `A ${last}`, first: 'A', last }] });
    addEntry(book(101, 'Beta', 'Zed'), 'read');
    addEntry(book(102, 'Alpha', 'Moss', []), 'read');
    addEntry(book(103, 'Gamma', 'adams'), 'read');
    addEntry(media.arrival, 'read');
    addEntry(book(104, 'Other shelf', 'Aaron'), 'TBR');
    addEntry(book(105, 'Not mine', 'Able'), 'read', { userID: users.librarian.userID });
  }

  it("pages the caller's shelf by creator last name ignoring case, then title", async () => {
    seed();
    const page = await call('GET', '/usermedias/library/page?pageNumber=1&pageSize=3&library=read&sortBy=creator&asc=true');
    expect(titles(page.body)).toEqual(['Gamma', 'Alpha', 'Arrival']);
    const second = await call('GET', '/usermedias/library/page?pageNumber=2&pageSize=3&library=read&sortBy=creator&asc=true');
    expect(titles(second.body)).toEqual(['Beta']);
    expect((await call('GET', '/usermedias/library/page/total?library=read')).body).toBe(4);
  });

  it('filters the pages and totals by genre and type, 0 meaning no genre', async () => {
    seed();
    const byGenre = await call('GET', '/usermedias/library/page?pageNumber=1&pageSize=10&library=read&sortBy=title&asc=true&genre=1');
    expect(titles(byGenre.body)).toEqual(['Beta', 'Gamma']);
    expect((await call('GET', '/usermedias/library/page/total?library=read&genre=1')).body).toBe(2);
    expect((await call('GET', '/usermedias/library/page/total?library=read&genre=0')).body).toBe(4);
    const movies = await call('GET', '/usermedias/library/page/type?pageNumber=1&pageSize=10&library=read&sortBy=title&asc=true&type=Movies&genre=2');
    expect(titles(movies.body)).toEqual(['Arrival']);
    expect((await call('GET', '/usermedias/library/page/type/total?library=read&type=movie&genre=1')).body).toBe(0);
    expect((await call('GET', '/usermedias/library/page/total?library=read&genre=99')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/usermedias/library?library=read', { headers: {} })).status).toBe(401);
  });
});

describe('library entries', () => {
  it('adds an item, refuses it twice, and answers the detail, check and 404 off the shelf', async () => {
    const added = await call('POST', '/usermedias?mediaID=3');
    expect(added.status).toBe(201);
    expect(UserMediaSchema.parse(added.body)).toMatchObject({ mediaID: 3, status: 'library' });
    expect((await call('POST', '/usermedias?mediaID=3')).status).toBe(409);
    expect((await call('GET', '/usermedias/check/3')).body).toBe(true);
    expect((await call('GET', '/usermedias/check/4')).body).toBe(false);
    expect((await call('GET', '/usermedias/media/4')).status).toBe(404);
  });

  it("answers another user's entry as missing", async () => {
    const theirs = addEntry(media.dune, 'read', { userID: users.librarian.userID });
    expect((await call('GET', `/usermedias/${theirs.usermediaID}`)).status).toBe(404);
    expect((await call('PATCH', `/usermedias/${theirs.usermediaID}`, { json: { rating: 3 } })).status).toBe(404);
  });

  it('starts a reading on currentlyReading and ends it as DNF when the status leaves for DNF', async () => {
    const entry = addEntry(media.dune, 'TBR');
    await call('PATCH', `/usermedias/${entry.usermediaID}`, { json: { status: 'currentlyReading' } });
    const readingID = entry.currentReading?.readingID;
    expect(entry.readings).toEqual([expect.objectContaining({ readingID, dateFinished: null, status: null })]);
    const answered = await call('PATCH', `/usermedias/${entry.usermediaID}`, { json: { status: 'DNF' } });
    expect(UserMediaSchema.parse(answered.body)).toMatchObject({ status: 'DNF', currentReading: null, readings: [{ readingID, status: 'DNF' }] });
  });

  it('keeps a reading ended first as read when the status then changes to DNF', async () => {
    const entry = addEntry(media.dune, 'currentlyReading');
    const readingID = entry.currentReading?.readingID;
    await call('PATCH', `/readings/end/${readingID}`, { json: { end: '2026-01-02T10:00:00.000Z', status: 'read' } });
    await call('PATCH', `/usermedias/${entry.usermediaID}`, { json: { status: 'DNF' } });
    expect(entry.readings[0]).toMatchObject({ readingID, status: 'read', dateFinished: '2026-01-02T10:00:00.000Z' });
  });

  it('refuses a progress beyond the number of pages and a patch of two fields', async () => {
    const entry = addEntry(media.dune, 'currentlyReading');
    expect((await call('PATCH', `/usermedias/${entry.usermediaID}`, { json: { progress: 413 } })).status).toBe(400);
    expect((await call('PATCH', `/usermedias/${entry.usermediaID}`, { json: { progress: 412, rating: 2 } })).status).toBe(400);
    expect((await call('PATCH', `/usermedias/${entry.usermediaID}`, { json: { progress: 412 } })).status).toBe(200);
  });
});

describe('tags', () => {
  it('puts a tag on an entry once, lists it on the tag page, and keeps other users out with 404', async () => {
    const entry = addEntry(media.dune, 'read');
    expect((await call('PUT', `/usermedias/${entry.usermediaID}/tags/2`)).body).toEqual([{ tagID: 2, tagValue: 'desert' }]);
    expect((await call('PUT', `/usermedias/${entry.usermediaID}/tags/2`)).body).toEqual({ message: 'That tag is already associated with this book.' });
    const tag = TagDetailSchema.parse((await call('GET', '/tags/2')).body);
    expect(tag.media.map((item) => item.title)).toEqual(['Dune']);
    expect((await call('GET', '/tags/2', { headers: as(users.librarian.userID, 'librarian') })).status).toBe(404);
    expect((await call('GET', '/tags/all')).body).toEqual([
      { tagID: 1, tagValue: 'comfort read', mediaCount: 0 },
      { tagID: 2, tagValue: 'desert', mediaCount: 1 },
    ]);
  });

  it('creates a tag with the next id, answers the existing one for a known value, and deletes it from entries', async () => {
    const entry = addEntry(media.dune, 'read', { tags: [{ tagID: 1, tagValue: 'comfort read' }] });
    expect(await call('POST', '/tags?tagValue=space%20opera')).toEqual({ status: 201, body: { tagID: 1000, tagValue: 'space opera' } });
    expect(await call('POST', '/tags?tagValue=Comfort%20Read')).toEqual({ status: 200, body: { tagID: 1, tagValue: 'comfort read' } });
    expect((await call('POST', `/tags?tagValue=${'x'.repeat(51)}`)).status).toBe(400);
    expect((await call('DELETE', '/tags/1')).status).toBe(204);
    expect(entry.tags).toEqual([]);
  });
});

describe('media records', () => {
  const book = { type: 'book', title: 'Dune Messiah', creators: [2], genreIDs: [2], restricted: false, isbn: '9780593098233' };

  it('lets any signed-in user add media, only the admin restrict it, and only staff edit it', async () => {
    const created = await call('POST', '/medias', { json: book });
    expect(created).toEqual({ status: 201, body: { mediaID: 1000 } });
    expect((await call('GET', '/medias/1000')).body).toMatchObject({ title: 'Dune Messiah', creators: [{ creatorID: 2, name: 'Frank Herbert' }] });
    expect((await call('POST', '/medias', { json: { ...book, restricted: true } })).status).toBe(403);
    expect((await call('PATCH', '/medias/1000', { json: { title: 'Messiah' } })).status).toBe(403);
    const edited = await call('PATCH', '/medias/1000', { headers: as(users.librarian.userID, 'librarian'), json: { title: 'Messiah' } });
    expect(edited.body).toMatchObject({ mediaID: 1000, title: 'Messiah', creators: [{ creatorID: 2 }], isbn: '9780593098233' });
  });

  it('lists the catalogue by type and genre, and a creator page and series page from the catalogue', async () => {
    const page = await call('GET', '/medias/catalog/type/2?pageNumber=1&pageSize=12&type=Movies');
    expect((page.body as { title: string }[]).map((item) => item.title)).toEqual(['Arrival', 'Dune: Part Two']);
    expect(((await call('GET', '/creators/1')).body as { mediaByCreator: unknown[] }).mediaByCreator).toHaveLength(2);
    expect((await call('GET', '/series/3')).body).toMatchObject({ name: 'Portal', mediaInSeries: [{ title: 'Portal' }, { title: 'Portal 2' }], tvshowsInSeries: [] });
  });
});

describe('search', () => {
  it('finds restricted media only through the all-access search, which is the admin’s alone', async () => {
    mockDb.media.push(buildMedia({ mediaID: 50, type: 'book', title: 'Hidden Dune', restricted: true }));
    const found = (path: string, headers: Record<string, string>) =>
      call('POST', path, { headers, json: { searchString: 'dune', searchType: 'Title' } }).then(({ body }) => (body as { title: string }[]).map((item) => item.title));
    expect(await found('/search', reader)).toEqual(['Dune', 'Dune: Part Two']);
    expect(await found('/search/allaccess', as(users.admin.userID, 'admin'))).toEqual(['Dune', 'Dune: Part Two', 'Hidden Dune']);
    expect((await call('POST', '/search/allaccess', { json: { searchString: 'dune', searchType: 'Title' } })).status).toBe(403);
  });
});

describe('recording', () => {
  it('records every call and answers the failure a test sets', async () => {
    failCall('GET', '/usermedias/check/3', 503);
    expect((await call('GET', '/usermedias/check/3')).status).toBe(503);
    await call('POST', '/tags?tagValue=new');
    expect(callsTo('GET', '/usermedias/check/3')).toHaveLength(1);
    expect(mockDb.calls.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual(['GET /usermedias/check/3', 'POST /tags']);
  });
});
