import type { UserMedia, UserMediaSummary } from '@shelfmark/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usermediaKeys } from '../cache/query-keys';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { usePatchEntry } from './patch-entry';

startMockServer();

const media = {
  mediaID: 3, type: 'book', title: 'Dune', description: null, isbn: null, publication: null, numPages: 412, numEpisodes: null, seasons: null,
  startyear: null, endyear: null, parentguide: null, seriesID: null, series: null, seriesNum: null, creators: [], genres: [], restricted: false,
  tags: [], submedia: [],
} as const satisfies UserMedia['media'];
const summary: UserMediaSummary = { usermediaID: 103, mediaID: 3, media, status: 'TBR', rating: 0, review: null, favorited: false, progress: 0, currentReading: null, tags: [] };
const entry: UserMedia = { ...summary, readings: [], entries: [], recommendations: [] };
const other: UserMediaSummary = { ...summary, usermediaID: 104, mediaID: 4 };
const tbr = usermediaKeys.shelf('TBR');
const favorites = usermediaKeys.page({ library: 'favorites', pageNumber: 1, pageSize: 9, sortBy: 'creator', asc: true });

function seeded() {
  const client = testQueryClient();
  client.setQueryData(usermediaKeys.entry(3), entry);
  client.setQueryData(tbr, [summary, other]);
  client.setQueryData(favorites, [other]);
  client.setQueryData(usermediaKeys.total({ library: 'favorites' }), 1);
  const { result } = renderHook(() => usePatchEntry(), { wrapper: queryWrapper(client) });
  return { client, result };
}

describe('usePatchEntry', () => {
  it('shows the change at once in the entry and in every list holding it, then takes the server answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch('*/api/v1/usermedias/103', async ({ request }) => {
        await held;
        return HttpResponse.json({ ...entry, ...((await request.json()) as object), review: 'from the server' });
      }),
    );
    const { client, result } = seeded();
    act(() => result.current.mutate({ entry: summary, patch: { favorited: true } }));
    await waitFor(() => expect(client.getQueryData<UserMedia>(usermediaKeys.entry(3))?.favorited).toBe(true));
    expect(client.getQueryData<UserMediaSummary[]>(tbr)?.map((item) => item.favorited)).toEqual([true, false]);
    expect(client.getQueryData(usermediaKeys.total({ library: 'favorites' }))).toBe(1);
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData<UserMedia>(usermediaKeys.entry(3))?.review).toBe('from the server');
    expect(isInvalidated(client, tbr)).toBe(true);
    expect(isInvalidated(client, favorites)).toBe(true);
    expect(isInvalidated(client, usermediaKeys.total({ library: 'favorites' }))).toBe(true);
    expect(isInvalidated(client, usermediaKeys.entry(3))).toBe(false);
  });

  it("rolls back everywhere when the server refuses, with the prefix 'Failed to patch media'", async () => {
    server.use(http.patch('*/api/v1/usermedias/103', () => HttpResponse.json({ message: 'No' }, { status: 500 })));
    const { client, result } = seeded();
    act(() => result.current.mutate({ entry: summary, patch: { status: 'read' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to patch media: Request failed with status: 500');
    expect(client.getQueryData<UserMedia>(usermediaKeys.entry(3))?.status).toBe('TBR');
    expect(client.getQueryData<UserMediaSummary[]>(tbr)?.map((item) => item.status)).toEqual(['TBR', 'TBR']);
    expect(isInvalidated(client, usermediaKeys.entry(3))).toBe(true);
  });
});
