import { resetSessionStore, setToken } from '@shelfmark/session';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchKeys } from '../cache/query-keys';
import { queryWrapper, server, startMockServer, testQueryClient, tokenFor } from '../test-helpers';
import { useMediaSearch, useSearch } from './use-search';

startMockServer();

const dune = {
  mediaID: 3, type: 'book', title: 'Dune', description: null, isbn: '9780441172719', publication: null, numPages: 412, numEpisodes: null, seasons: null,
  startyear: null, endyear: null, parentguide: null, seriesID: null, series: null, seriesNum: null, creators: [], genres: [], restricted: false,
  tags: [], submedia: [],
};

function answerSearches() {
  const paths: string[] = [];
  server.use(
    http.post('*/api/v1/search*', ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json([dune]);
    }),
  );
  return paths;
}

beforeEach(() => resetSessionStore());

describe('the one search operation', () => {
  it('uses POST /search for a user', async () => {
    setToken(tokenFor(1, 'user'));
    const paths = answerSearches();
    const { result } = renderHook(() => useSearch({ searchString: 'dune', searchType: 'Title' }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual({ kind: 'media', items: [dune] }));
    expect(paths).toEqual(['/api/v1/search']);
  });

  it('uses POST /search/allaccess for the admin, also for media-only searches', async () => {
    setToken(tokenFor(3, 'admin'));
    const paths = answerSearches();
    const { result } = renderHook(() => useMediaSearch('9780441172719', 'Isbn'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([dune]));
    expect(paths).toEqual(['/api/v1/search/allaccess']);
  });

  it('shares one cache entry between the nav search and a media search of the same text', async () => {
    setToken(tokenFor(1, 'librarian'));
    const paths = answerSearches();
    const client = testQueryClient();
    const nav = renderHook(() => useSearch({ searchString: 'dune', searchType: 'Title' }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(nav.result.current.isSuccess).toBe(true));
    const picker = renderHook(() => useMediaSearch('dune'), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(picker.result.current.data).toEqual([dune]));
    expect(paths).toHaveLength(1);
    expect(client.getQueryData(searchKeys.request('Title', 'dune', false))).toEqual({ kind: 'media', items: [dune] });
  });

  it('sends nothing for blank text', async () => {
    setToken(tokenFor(1, 'user'));
    const paths = answerSearches();
    const { result } = renderHook(() => useMediaSearch(' '), { wrapper: queryWrapper() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(paths).toEqual([]);
  });
});
