import type { LookupQuery, LookupResult } from '@shelfmark/contract';
import { resetSessionStore, setToken } from '@shelfmark/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, tokenFor } from '../test-helpers';
import { useLookupMatches } from './use-lookup-matches';

startMockServer();

const dune: LookupResult = {
  service: 'openlibrary', serviceId: '/works/OL893415W', type: 'book', title: 'Dune', creators: ['Frank Herbert'], description: null, isbn: '9780441172719',
  publication: '1965-01-01', numPages: 617, numEpisodes: null, seasons: null, startyear: null, endyear: null, genreIDs: [3], coverUrl: null,
};

/** Answers every look-up after `ms`, recording the query strings. */
function answerLookups(ms = 0) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/lookup', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.get('q') ?? `isbn:${params.get('isbn')}`);
      await delay(ms);
      return HttpResponse.json({ results: [{ ...dune, title: params.get('q') ?? dune.title }], services: [{ service: 'openlibrary', state: 'ok', message: null }] });
    }),
  );
  return asked;
}

const title = (q: string): LookupQuery => ({ type: 'book', q });

beforeEach(() => {
  resetSessionStore();
  setToken(tokenFor(1, 'user'));
});

describe('useLookupMatches', () => {
  it('answers the matches and the service states of the query asked', async () => {
    answerLookups();
    const { result } = renderHook(() => useLookupMatches(), { wrapper: queryWrapper() });
    act(() => result.current.ask({ type: 'book', isbn: '9780441172719' }));
    await waitFor(() => expect(result.current.response?.results[0]?.title).toBe('Dune'));
    expect(result.current.response?.services).toEqual([{ service: 'openlibrary', state: 'ok', message: null }]);
    expect(result.current.failed).toBe(false);
  });

  it('keeps one look-up in flight and sends the latest text once it is answered', async () => {
    const asked = answerLookups(150);
    const { result } = renderHook(() => useLookupMatches(), { wrapper: queryWrapper() });
    act(() => result.current.ask(title('Dun')));
    for (const text of ['Dune', 'Dune M', 'Dune Me', 'Dune Mes', 'Dune Messiah']) {
      await act(() => delay(30));
      act(() => result.current.ask(title(text)));
    }
    await waitFor(() => expect(result.current.response?.results[0]?.title).toBe('Dune Messiah'));
    expect(asked).toEqual(['Dun', 'Dune Messiah']);
    expect(result.current.pending).toBe(false);
  });

  it('forgets the matches when asked for nothing', async () => {
    answerLookups();
    const { result } = renderHook(() => useLookupMatches(), { wrapper: queryWrapper() });
    act(() => result.current.ask(title('Dune')));
    await waitFor(() => expect(result.current.response).toBeDefined());
    act(() => result.current.ask(null));
    expect(result.current.response).toBeUndefined();
    expect(result.current.query).toBeNull();
  });

  it('says so when the look-up call itself fails', async () => {
    server.use(http.get('*/api/v1/lookup', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    const { result } = renderHook(() => useLookupMatches(), { wrapper: queryWrapper() });
    act(() => result.current.ask(title('Dune')));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.response).toBeUndefined();
  });
});
