import type { UserMedia } from '@shelfmark/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tagKeys, usermediaKeys } from '../cache/query-keys';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { useAddToLibrary } from './add-to-library';
import { useTagMedia } from './use-entry-tags';

startMockServer();

const media = {
  mediaID: 5, type: 'movie', title: 'Dune: Part Two', description: null, isbn: null, publication: null, numPages: 166, numEpisodes: null, seasons: null,
  startyear: null, endyear: null, parentguide: null, seriesID: null, series: null, seriesNum: null, creators: [], genres: [], restricted: false,
  tags: [], submedia: [],
} as const satisfies UserMedia['media'];
const entry: UserMedia = { usermediaID: 105, mediaID: 5, media, status: 'library', rating: 0, review: null, favorited: false, progress: 0, currentReading: null, readings: [], entries: [], recommendations: [], tags: [] };

function api(onShelf: boolean) {
  const calls: string[] = [];
  server.use(
    http.all('*/api/v1/*', ({ request }) => {
      const path = `${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}${new URL(request.url).search}`;
      calls.push(path);
      if (path === 'GET /usermedias/media/5') return onShelf ? HttpResponse.json(entry) : HttpResponse.json({ message: 'This shelf is empty' }, { status: 404 });
      if (path === 'POST /usermedias?mediaID=5') return HttpResponse.json(entry, { status: 201 });
      if (path === 'PUT /usermedias/105/tags/2') return HttpResponse.json([{ tagID: 2, tagValue: 'desert' }]);
      return HttpResponse.json({ message: 'Unexpected' }, { status: 500 });
    }),
  );
  return calls;
}

function primed() {
  const client = testQueryClient();
  for (const key of [usermediaKeys.shelf('library'), usermediaKeys.entry(5), usermediaKeys.check(5), tagKeys.item(2), tagKeys.summaries()]) client.setQueryData(key, 'cached');
  return client;
}

describe('useTagMedia', () => {
  it('puts the tag on the entry of an item already on the shelf', async () => {
    const calls = api(true);
    const client = primed();
    const { result } = renderHook(() => useTagMedia(), { wrapper: queryWrapper(client) });
    act(() => result.current.mutate({ mediaID: 5, tagID: 2 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['GET /usermedias/media/5', 'PUT /usermedias/105/tags/2']);
    expect(isInvalidated(client, tagKeys.item(2))).toBe(true);
    expect(isInvalidated(client, usermediaKeys.entry(5))).toBe(true);
    expect(isInvalidated(client, usermediaKeys.check(5))).toBe(false);
  });

  it('adds the item to the shelf first, and then the shelf is stale too', async () => {
    const calls = api(false);
    const client = primed();
    const { result } = renderHook(() => useTagMedia(), { wrapper: queryWrapper(client) });
    act(() => result.current.mutate({ mediaID: 5, tagID: 2 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['GET /usermedias/media/5', 'POST /usermedias?mediaID=5', 'PUT /usermedias/105/tags/2']);
    expect(isInvalidated(client, usermediaKeys.check(5))).toBe(true);
    expect(isInvalidated(client, usermediaKeys.shelf('library'))).toBe(true);
  });
});

describe('useAddToLibrary', () => {
  it('writes the new entry for the detail page and the check, and marks the lists and tags stale', async () => {
    api(false);
    const client = primed();
    const { result } = renderHook(() => useAddToLibrary(), { wrapper: queryWrapper(client) });
    act(() => result.current.mutate({ mediaID: 5 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(usermediaKeys.entry(5))).toEqual(entry);
    expect(client.getQueryData(usermediaKeys.check(5))).toBe(true);
    expect(isInvalidated(client, usermediaKeys.shelf('library'))).toBe(true);
    expect(isInvalidated(client, tagKeys.summaries())).toBe(true);
    expect(isInvalidated(client, usermediaKeys.entry(5))).toBe(false);
  });
});
