import type { ContinueWatchingItem, NextEpisode } from '@shelfmark/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usermediaKeys } from '../cache/query-keys';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { afterNextWatched, useMarkNextWatched } from './mark-next-watched';

startMockServer();

const next = (submediaID: number, episode: number): NextEpisode => ({ submediaID, title: `Episode ${episode}`, overallnum: episode, season: 2, episode, airDate: null, isNew: false });
const show = (usermediaID: number, following: NextEpisode | null): ContinueWatchingItem => ({
  usermediaID, mediaID: usermediaID - 100, title: `Show ${usermediaID}`, lastWatched: '2026-11-01T20:00:00.000Z', watched: 4, total: 10, next: next(usermediaID * 10 + 5, 5), following,
});
const first = show(101, null);
const second = show(102, next(1026, 6));
const key = usermediaKeys.continueWatching();

describe('afterNextWatched', () => {
  it('moves the show on to the following episode and to the front, or takes it off the row with none after', () => {
    const moved = afterNextWatched([first, second], second, '2026-11-27T12:00:00.000Z');
    expect(moved.map((row) => [row.usermediaID, row.next.submediaID, row.watched])).toEqual([[102, 1026, 5], [101, 1015, 4]]);
    expect(moved[0]?.lastWatched).toBe('2026-11-27T12:00:00.000Z');
    expect(afterNextWatched([first, second], first, '2026-11-27T12:00:00.000Z').map((row) => row.usermediaID)).toEqual([102]);
  });
});

describe('useMarkNextWatched', () => {
  function seeded() {
    const client = testQueryClient();
    client.setQueryData(key, [first, second]);
    const { result } = renderHook(() => useMarkNextWatched(), { wrapper: queryWrapper(client) });
    return { client, result };
  }

  it('marks the next episode and shows the following one at once', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/medias/2/watches', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ usermediaID: 102, readingID: 1, status: 'currentlyReading', progress: 5, total: 10, allWatched: false, changed: [] });
      }),
    );
    const { client, result } = seeded();
    act(() => result.current.mutate(second));
    await waitFor(() => expect(client.getQueryData<ContinueWatchingItem[]>(key)?.[0]?.next.submediaID).toBe(1026));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(body).toEqual({ submediaIDs: [1025] });
    expect(isInvalidated(client, key)).toBe(true);
  });

  it('puts the row back when the server refuses', async () => {
    server.use(http.post('*/api/v1/medias/1/watches', () => HttpResponse.json({ message: 'No' }, { status: 500 })));
    const { client, result } = seeded();
    act(() => result.current.mutate(first));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<ContinueWatchingItem[]>(key)?.map((row) => row.usermediaID)).toEqual([101, 102]);
  });
});
