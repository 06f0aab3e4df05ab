import type { Media, Submedia, UserMedia, UserMediaSummary, WatchResult } from '@shelfmark/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mediaKeys, usermediaKeys } from '../cache/query-keys';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { useMarkWatches, useUnmarkWatches } from './use-watch-marks';

startMockServer();

const episode = (submediaID: number, number: number, fields: Partial<Submedia> = {}): Submedia => ({
  submediaID, usersubmediaID: 500 + submediaID, title: `Episode ${number}`, overallnum: number, favorited: false, season: 1, episode: number, watched: false, watchCount: 0, lastWatched: null, ...fields,
});
const media: Media = {
  mediaID: 6, type: 'tvshow', title: 'Severance', description: null, isbn: null, publication: null, numPages: 3, numEpisodes: 3, seasons: 1,
  startyear: null, endyear: null, parentguide: null, seriesID: null, series: null, seriesNum: null, creators: [], genres: [], restricted: false, tags: [],
  submedia: [episode(61, 1, { watched: true, watchCount: 1, lastWatched: '2026-10-01T20:00:00.000Z' }), episode(62, 2), episode(63, 3)],
};
const summary: UserMediaSummary = { usermediaID: 106, mediaID: 6, media, status: 'currentlyReading', rating: 0, review: null, favorited: false, progress: 1, currentReading: { readingID: 9 }, tags: [] };
const entry: UserMedia = { ...summary, readings: [], entries: [], recommendations: [] };
const current = usermediaKeys.shelf('currentlyReading');

function seeded(hook: typeof useMarkWatches, onShelf = true) {
  const client = testQueryClient();
  client.setQueryData(mediaKeys.item(6), media);
  client.setQueryData(usermediaKeys.entry(6), onShelf ? entry : null);
  client.setQueryData(current, onShelf ? [summary] : []);
  const { result } = renderHook(() => hook(6), { wrapper: queryWrapper(client) });
  return { client, result };
}

const watchedOf = (client: ReturnType<typeof testQueryClient>) => client.getQueryData<Media>(mediaKeys.item(6))?.submedia.map((item) => item.watched);

function answer(fields: Partial<WatchResult>): WatchResult {
  return { usermediaID: 106, readingID: 9, status: 'currentlyReading', progress: 3, total: 3, allWatched: true, changed: [], ...fields };
}

describe('useMarkWatches', () => {
  it('shows the marks and the progress at once, sends the selection with its date, then takes the server’s marks', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    server.use(
      http.post('*/api/v1/medias/6/watches', async ({ request }) => {
        body = await request.json();
        await held;
        return HttpResponse.json(
          answer({
            changed: [
              { submediaID: 62, watched: true, watchCount: 1, lastWatched: '2026-11-20T00:00:00.000Z' },
              { submediaID: 63, watched: true, watchCount: 2, lastWatched: '2026-11-20T00:00:00.000Z' },
            ],
          }),
        );
      }),
    );
    const { client, result } = seeded(useMarkWatches);
    act(() => result.current.mutate({ selection: { through: 63 }, date: '2026-11-20' }));
    await waitFor(() => expect(watchedOf(client)).toEqual([true, true, true]));
    expect(client.getQueryData<UserMedia>(usermediaKeys.entry(6))?.progress).toBe(3);
    expect(client.getQueryData<UserMediaSummary[]>(current)?.[0]?.progress).toBe(3);
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(body).toEqual({ through: 63, date: '2026-11-20' });
    expect(result.current.data?.allWatched).toBe(true);
    expect(client.getQueryData<Media>(mediaKeys.item(6))?.submedia[2]?.watchCount).toBe(2);
    expect(isInvalidated(client, usermediaKeys.entry(6))).toBe(true);
    expect(isInvalidated(client, current)).toBe(true);
  });

  it('puts everything back when the server refuses', async () => {
    server.use(http.post('*/api/v1/medias/6/watches', () => HttpResponse.json({ message: 'Reading dates cannot be later than today' }, { status: 400 })));
    const { client, result } = seeded(useMarkWatches);
    act(() => result.current.mutate({ selection: { season: 1 } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Request failed with status: 400');
    expect(watchedOf(client)).toEqual([true, false, false]);
    expect(client.getQueryData<UserMedia>(usermediaKeys.entry(6))?.progress).toBe(1);
    expect(client.getQueryData<UserMediaSummary[]>(current)?.[0]?.progress).toBe(1);
  });

  it('reads the item again after marking one that was not on the shelf (the API added it)', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/medias/6/watches', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer({ progress: 2, allWatched: false, changed: [{ submediaID: 62, watched: true, watchCount: 1, lastWatched: '2026-11-20T10:00:00.000Z' }] }));
      }),
    );
    const { client, result } = seeded(useMarkWatches, false);
    act(() => result.current.mutate({ selection: { submediaIDs: [62] } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(body).toEqual({ submediaIDs: [62] });
    expect(isInvalidated(client, mediaKeys.item(6))).toBe(true);
    expect(isInvalidated(client, usermediaKeys.entry(6))).toBe(true);
  });
});

describe('useUnmarkWatches', () => {
  it('unmarks at once with DELETE and the selection, and puts the mark back when the server refuses', async () => {
    let body: unknown;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete('*/api/v1/medias/6/watches', async ({ request }) => {
        body = await request.json();
        await held;
        return HttpResponse.json({ message: 'No' }, { status: 500 });
      }),
    );
    const { client, result } = seeded(useUnmarkWatches);
    act(() => result.current.mutate({ selection: { submediaIDs: [61] } }));
    await waitFor(() => expect(watchedOf(client)).toEqual([false, false, false]));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(body).toEqual({ submediaIDs: [61] });
    expect(watchedOf(client)).toEqual([true, false, false]);
  });
});
