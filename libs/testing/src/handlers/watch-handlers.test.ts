import { ContinueWatchingSchema, MediaSchema, UserMediaSchema, VALIDATION_MESSAGES, WatchResultSchema } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { addEntry, putMedia } from '../db/shelf';
import { episodeMedia } from '../fixtures/episodes';
import { media } from '../fixtures/media';
import { users } from '../fixtures/users';
import { startMockApi } from '../node';
import { makeToken } from '../token';

startMockApi();

const base = 'http://localhost/api/v1';
const as = (userId: number) => ({ Authorization: `Bearer ${makeToken({ userId, role: 'user' })}` });
const reader = as(users.reader.userID);
const show = episodeMedia.severance;

async function call(method: string, path: string, json?: unknown, headers = reader) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const mark = (json: unknown, headers = reader) => call('POST', `/medias/${show.mediaID}/watches`, json, headers);
const watchedIds = async (headers = reader) =>
  MediaSchema.parse((await call('GET', `/medias/${show.mediaID}`, undefined, headers)).body)
    .submedia.filter((item) => item.watched)
    .map((item) => item.submediaID);

describe('watches', () => {
  it('puts a show not on the shelf there as Currently Watching, starting a reading, on the first mark', async () => {
    putMedia(show);
    const first = await mark({ submediaIDs: [201] });
    expect(first.status).toBe(200);
    const answer = WatchResultSchema.parse(first.body);
    expect(answer).toMatchObject({ status: 'currentlyReading', progress: 1, total: 6, allWatched: false });
    expect(answer.readingID).not.toBeNull();
    const entry = UserMediaSchema.parse((await call('GET', `/usermedias/media/${show.mediaID}`)).body);
    expect(entry.currentReading?.readingID).toBe(answer.readingID);
    expect(entry.progress).toBe(1);
  });

  it('marks up to here and a season, keeps specials out of the progress, and says when everything counted is watched', async () => {
    addEntry(show, 'TBR');
    expect(WatchResultSchema.parse((await mark({ through: 204 })).body).progress).toBe(4);
    expect(await watchedIds()).toEqual([201, 202, 203, 204]);
    const special = WatchResultSchema.parse((await mark({ season: 0 })).body);
    expect(special).toMatchObject({ progress: 4, allWatched: false });
    const season = WatchResultSchema.parse((await mark({ season: 2, date: '2026-01-05' })).body);
    expect(season).toMatchObject({ progress: 6, total: 6, allWatched: true });
    expect(season.changed.find((state) => state.submediaID === 205)).toEqual({ submediaID: 205, watched: true, watchCount: 1, lastWatched: '2026-01-05T00:00:00.000Z' });
  });

  it('unmarks in the current reading only: a rewatch is a new reading whose marks start again, the count keeps both', async () => {
    addEntry(show, 'TBR');
    await mark({ submediaIDs: [201] });
    const entry = UserMediaSchema.parse((await call('GET', `/usermedias/media/${show.mediaID}`)).body);
    await call('PATCH', `/usermedias/${entry.usermediaID}`, { status: 'read' });
    const again = WatchResultSchema.parse((await mark({ submediaIDs: [201] })).body);
    expect(again.readingID).not.toBe(entry.currentReading?.readingID);
    expect(again.changed).toEqual([expect.objectContaining({ watched: true, watchCount: 2 })]);
    const unmarked = WatchResultSchema.parse((await call('DELETE', `/medias/${show.mediaID}/watches`, { submediaIDs: [201] })).body);
    expect(unmarked.changed).toEqual([expect.objectContaining({ watched: false, watchCount: 1 })]);
    expect(unmarked.progress).toBe(0);
  });

  it('refuses an episode of another item (404), a future or malformed date (400), no selection (400) and never shows one user’s marks to another', async () => {
    putMedia(show);
    expect(await mark({ submediaIDs: [211] })).toEqual({ status: 404, body: { message: 'Song or episode not found' } });
    expect(await mark({ submediaIDs: [201], date: '2999-01-01' })).toEqual({ status: 400, body: { message: VALIDATION_MESSAGES.readingDateInFuture } });
    expect((await mark({ submediaIDs: [201], date: 'yesterday' })).status).toBe(400);
    expect((await mark({})).status).toBe(400);
    expect((await call('POST', `/medias/${media.dune.mediaID}/watches`, { season: 1 })).status).toBe(400);
    await mark({ submediaIDs: [201] });
    expect(await watchedIds(as(users.librarian.userID))).toEqual([]);
  });
});

describe('continue watching', () => {
  it('goes on after the furthest episode watched, coming back for one skipped only at the end', async () => {
    addEntry(show, 'TBR');
    await mark({ submediaIDs: [201, 203] });
    const [row] = ContinueWatchingSchema.parse((await call('GET', '/continue-watching')).body);
    expect([row?.next.submediaID, row?.following?.submediaID]).toEqual([204, 205]);
    await mark({ submediaIDs: [204, 205, 206] });
    const [last] = ContinueWatchingSchema.parse((await call('GET', '/continue-watching')).body);
    expect([last?.next.submediaID, last?.following]).toEqual([202, null]);
  });

  it('lists a show being watched before its first mark, dated by its reading', async () => {
    addEntry(show, 'currentlyReading');
    const [row] = ContinueWatchingSchema.parse((await call('GET', '/continue-watching')).body);
    expect(row).toMatchObject({ lastWatched: '2026-01-01T10:00:00.000Z', watched: 0, next: { submediaID: 201, isNew: false } });
  });

  it('unmarks only on the shelf (404) and in a current reading (409)', async () => {
    putMedia(show);
    expect((await call('DELETE', `/medias/${show.mediaID}/watches`, { season: 1 })).status).toBe(404);
    addEntry(show, 'read');
    expect((await call('DELETE', `/medias/${show.mediaID}/watches`, { season: 1 })).status).toBe(409);
  });

  it('lists shows in progress with the next unwatched episode and the one after, the last watched first', async () => {
    addEntry(show, 'TBR');
    addEntry(episodeMedia.hounds, 'TBR');
    const other = { ...show, mediaID: 22, title: 'Other show' };
    addEntry(other, 'TBR');
    await mark({ through: 202, date: '2022-02-20' });
    await call('POST', '/medias/22/watches', { submediaIDs: [201], date: '2026-02-01' });
    await call('POST', `/medias/${episodeMedia.hounds.mediaID}/watches`, { submediaIDs: [211] });
    const rows = ContinueWatchingSchema.parse((await call('GET', '/continue-watching')).body);
    expect(rows.map((row) => [row.title, row.next.submediaID, row.following?.submediaID])).toEqual([
      ['Other show', 202, 203],
      ['Severance', 203, 204],
    ]);
    // Episode 3 aired after the last watch.
    expect(rows[1]).toMatchObject({ watched: 2, total: 6, next: { season: 1, episode: 3, isNew: true }, following: { isNew: true } });
    // The hounds are an album, not a show to continue.
    expect(rows).toHaveLength(2);
  });

  it('shows the last episode without a following one, and a show with nothing left leaves the row', async () => {
    addEntry(show, 'TBR');
    await mark({ through: 205, date: '2025-01-01' });
    const [row] = ContinueWatchingSchema.parse((await call('GET', '/continue-watching')).body);
    // As the API answers it: airing after the last watch counts as new.
    expect(row?.next).toMatchObject({ submediaID: 206, airDate: '2099-01-31', isNew: true });
    expect(row?.following).toBeNull();
    await mark({ submediaIDs: [206] });
    expect((await call('GET', '/continue-watching')).body).toEqual([]);
  });
});
