import type { ContinueWatchingItem, Media, WatchResult } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

/** Two seasons of three episodes and a special, numbered the way a look-up numbers them. */
function twoSeasons() {
  const episodes = [1, 2].flatMap((season) =>
    [1, 2, 3].map((episode) => ({ title: `S${season}E${episode}`, overallnum: (season - 1) * 3 + episode, season, episode, airDate: `202${season}-0${episode}-01`, runtime: 45 })),
  );
  return [...episodes, { title: 'Christmas special', overallnum: 7, season: 0, episode: 1 }];
}

describe('episode watches', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });
  const mark = async (mediaId: number, body: object, account: Account = cast.owner) => call('POST', `/medias/${mediaId}/watches`, account, body);
  const unmark = async (mediaId: number, body: object, account: Account = cast.owner) => call('DELETE', `/medias/${mediaId}/watches`, account, body);
  const episodesOf = async (mediaId: number, account: Account = cast.owner): Promise<Media['submedia']> =>
    (await call('GET', `/medias/${mediaId}`, account)).json().submedia;
  const idOf = (episodes: Media['submedia'], title: string) => episodes.find((episode) => episode.title === title)?.submediaID ?? 0;

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('lists episodes by season with the specials last, and marks one, putting the show on the shelf as Currently Watching', async () => {
    const show = await createMedia(server.app, { type: 'tvshow', title: 'Two Seasons', submedia: twoSeasons() });
    const episodes = await episodesOf(show);
    expect(episodes.map((episode) => episode.title)).toEqual(['S1E1', 'S1E2', 'S1E3', 'S2E1', 'S2E2', 'S2E3', 'Christmas special']);
    expect(episodes[0]).toMatchObject({ season: 1, episode: 1, airDate: '2021-01-01', runtime: 45, watched: false, watchCount: 0, lastWatched: null });

    const response = await mark(show, { submediaIDs: [idOf(episodes, 'S1E1')], date: '2024-03-02' });
    expect(response.statusCode).toBe(200);
    const result: WatchResult = response.json();
    expect(result).toMatchObject({ status: 'currentlyReading', progress: 1, total: 6, allWatched: false });
    expect(result.changed).toEqual([{ submediaID: idOf(episodes, 'S1E1'), watched: true, watchCount: 1, lastWatched: '2024-03-02T00:00:00.000Z' }]);
    const entry = (await call('GET', `/usermedias/${result.usermediaID}`, cast.owner)).json();
    expect(entry.status).toBe('currentlyReading');
    expect(entry.readings).toHaveLength(1);
    expect(entry.readings[0].dateStarted.slice(0, 10)).toBe('2024-03-02');
    expect(entry.readings[0].dateFinished).toBeNull();
  });

  it('marks everything up to an episode and a whole season in one call each, and unmarks', async () => {
    const show = await createMedia(server.app, { type: 'tvshow', title: 'Up To Here', submedia: twoSeasons() });
    const episodes = await episodesOf(show);
    const upTo = (await mark(show, { through: idOf(episodes, 'S2E1') })).json() as WatchResult;
    expect(upTo.changed.map((state) => state.submediaID).sort()).toEqual(['S1E1', 'S1E2', 'S1E3', 'S2E1'].map((title) => idOf(episodes, title)).sort());
    expect(upTo.progress).toBe(4);

    const season = (await mark(show, { season: 2 })).json() as WatchResult;
    expect(season).toMatchObject({ progress: 6, total: 6, allWatched: true });
    // Finishing is offered, never done here.
    expect(season.status).toBe('currentlyReading');

    const undone = (await unmark(show, { season: 2 })).json() as WatchResult;
    expect(undone).toMatchObject({ progress: 3, allWatched: false });
    expect(undone.changed.every((state) => !state.watched)).toBe(true);
    const after = await episodesOf(show);
    expect(after.filter((episode) => episode.watched).map((episode) => episode.title)).toEqual(['S1E1', 'S1E2', 'S1E3']);
  });

  it('keeps the date of an episode already marked, and starts the reading no later than its first watch', async () => {
    const show = await createMedia(server.app, { type: 'tvshow', title: 'Dated', submedia: twoSeasons() });
    const first = idOf(await episodesOf(show), 'S1E1');
    const usermediaId = (await mark(show, { submediaIDs: [first], date: '2024-05-10' })).json().usermediaID;
    expect((await mark(show, { submediaIDs: [first], date: '2024-06-01' })).json().changed[0].lastWatched).toBe('2024-05-10T00:00:00.000Z');
    await mark(show, { submediaIDs: [idOf(await episodesOf(show), 'S1E2')], date: '2024-01-15' });
    const entry = (await call('GET', `/usermedias/${usermediaId}`, cast.owner)).json();
    expect(entry.readings[0].dateStarted.slice(0, 10)).toBe('2024-01-15');
  });

  it('counts a rewatch in a new reading: the episode can be watched again', async () => {
    const show = await createMedia(server.app, { type: 'tvshow', title: 'Rewatch', submedia: twoSeasons().slice(0, 2) });
    const episodes = await episodesOf(show);
    const marked = (await mark(show, { season: 1, date: '2023-01-01' })).json() as WatchResult;
    expect(marked.allWatched).toBe(true);
    // "Mark as Seen": the status change ends the reading.
    const seen = await server.app.inject({ method: 'PATCH', url: `/api/v1/usermedias/${marked.usermediaID}`, headers: cast.owner.headers, payload: { status: 'read' } });
    expect(seen.statusCode).toBeLessThan(300);

    const again = (await mark(show, { submediaIDs: [idOf(episodes, 'S1E1')] })).json() as WatchResult;
    expect(again.readingID).not.toBe(marked.readingID);
    expect(again).toMatchObject({ status: 'currentlyReading', progress: 1 });
    expect(again.changed[0]).toMatchObject({ watched: true, watchCount: 2 });
    const now = await episodesOf(show);
    expect(now.map((episode) => [episode.title, episode.watched, episode.watchCount])).toEqual([
      ['S1E1', true, 2],
      ['S1E2', false, 1],
    ]);
  });

  it('marks an album’s songs as listened, without seasons', async () => {
    const album = await createMedia(server.app, {
      type: 'album',
      title: 'Blue',
      submedia: [
        { title: 'All I Want', overallnum: 1 },
        { title: 'My Old Man', overallnum: 2 },
      ],
    });
    const songs = await episodesOf(album);
    const result = (await mark(album, { through: idOf(songs, 'My Old Man') })).json() as WatchResult;
    expect(result).toMatchObject({ progress: 2, total: 2, allWatched: true, status: 'currentlyReading' });
  });

  it('refuses what a user can get wrong, with a message', async () => {
    const show = await createMedia(server.app, { type: 'tvshow', title: 'Refusals', submedia: twoSeasons() });
    const other = await createMedia(server.app, { type: 'tvshow', title: 'Other Show', submedia: twoSeasons() });
    const foreign = idOf(await episodesOf(other), 'S1E1');
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

    const notTheShows = await mark(show, { submediaIDs: [foreign] });
    expect(notTheShows.statusCode).toBe(404);
    expect(notTheShows.json()).toEqual({ message: 'Song or episode not found' });
    expect((await mark(show, { season: 9 })).statusCode).toBe(404);
    const future = await mark(show, { season: 1, date: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Reading dates cannot be later than today');
    expect((await mark(show, { season: 1, date: '2024-13-40' })).statusCode).toBe(400);
    expect((await mark(show, { season: 1, date: '2024' })).json().message).toBe('A watch date is a day (2024-05-01) or a date and time');
    expect((await mark(show, {})).json().message).toBe('Choose episodes (submediaIDs), everything up to one (through) or a season');
    expect((await mark(show, { season: 1, through: foreign })).statusCode).toBe(400);
    expect((await mark(2_000_000_000, { season: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/medias/${show}/watches`, undefined, { season: 1 })).statusCode).toBe(401);
    // Nothing to unmark before a mark; not on the shelf is a 404.
    expect((await unmark(show, { season: 1 })).statusCode).toBe(404);
  });

  it('keeps each user’s watches their own', async () => {
    const show = await createMedia(server.app, { type: 'tvshow', title: 'Private', submedia: twoSeasons() });
    await mark(show, { season: 1 }, cast.owner);
    const seen = await episodesOf(show, cast.other);
    expect(seen.every((episode) => !episode.watched && episode.watchCount === 0)).toBe(true);
    expect((await unmark(show, { season: 1 }, cast.other)).statusCode).toBe(404);
    const continuing: ContinueWatchingItem[] = (await call('GET', '/continue-watching', cast.other)).json();
    expect(continuing.find((item) => item.mediaID === show)).toBeUndefined();
  });

  it('lists shows in progress with their next episode, the last watched first', async () => {
    const viewer = cast.librarian;
    const older = await createMedia(server.app, { type: 'tvshow', title: 'Older', submedia: twoSeasons() });
    const newer = await createMedia(server.app, { type: 'tvshow', title: 'Newer', submedia: twoSeasons() });
    const done = await createMedia(server.app, { type: 'tvshow', title: 'Done', submedia: twoSeasons().slice(0, 1) });
    const olderEpisodes = await episodesOf(older, viewer);
    await mark(older, { submediaIDs: [idOf(olderEpisodes, 'S1E1'), idOf(olderEpisodes, 'S1E3')], date: '2024-01-01' }, viewer);
    await mark(newer, { through: idOf(await episodesOf(newer, viewer), 'S1E3'), date: '2021-03-15' }, viewer);
    await mark(done, { season: 1 }, viewer);
    await shelve(server.app, viewer, await createMedia(server.app, { type: 'movie', title: 'A Film' }), 'currentlyReading');

    const response = await call('GET', '/continue-watching', viewer);
    expect(response.statusCode).toBe(200);
    const list: ContinueWatchingItem[] = response.json();
    expect(list.map((item) => item.title)).toEqual(['Older', 'Newer']);
    // After the furthest watched (S1E3), not the gap (S1E2).
    expect(list[0]).toMatchObject({ watched: 2, total: 6, lastWatched: '2024-01-01T00:00:00.000Z' });
    expect(list[0]?.next).toMatchObject({ title: 'S2E1', season: 2, episode: 1, airDate: '2022-01-01', isNew: false });
    expect(list[0]?.following).toMatchObject({ title: 'S2E2' });
    // S2E1 aired 2022-01-01, after the last watch in March 2021.
    expect(list[1]?.next).toMatchObject({ title: 'S2E1', isNew: true });

    await mark(older, { submediaIDs: [list[0]?.next.submediaID ?? 0] }, viewer);
    const moved: ContinueWatchingItem[] = (await call('GET', '/continue-watching', viewer)).json();
    expect(moved[0]?.next.title).toBe('S2E2');
    expect((await call('GET', '/continue-watching')).statusCode).toBe(401);

    // A new episode of a show watched to the end brings it back, though nothing on the shelf changed.
    const added = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/medias/${done}`,
      headers: cast.admin.headers,
      payload: { submedia: [...twoSeasons().slice(0, 1), { title: 'S1E2', overallnum: 2, season: 1, episode: 2 }] },
    });
    expect(added.statusCode).toBe(200);
    const againResponse = await call('GET', '/continue-watching', viewer);
    const again: ContinueWatchingItem[] = againResponse.json();
    expect(again.find((item) => item.title === 'Done')?.next.title).toBe('S1E2');
  });
});
