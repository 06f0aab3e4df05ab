import { resetSessionStore, setToken } from '@shelfmark/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mediaKeys, searchKeys, usermediaKeys } from '../cache/query-keys';
import { isInvalidated, queryWrapper, server, startMockServer, testQueryClient, tokenFor } from '../test-helpers';
import { useLoadDemoCatalogue } from './load-demo-catalogue';

startMockServer();

beforeEach(() => {
  resetSessionStore();
  setToken(tokenFor(1, 'admin'));
});

describe('useLoadDemoCatalogue', () => {
  it('posts to /medias/catalog/demo and makes every view of media stale', async () => {
    server.use(http.post('*/api/v1/medias/catalog/demo', () => HttpResponse.json({ added: 225 }, { status: 201 })));
    const client = testQueryClient();
    const catalog = mediaKeys.catalogPage({ page: 1, genre: 0, type: null });
    client.setQueryData(catalog, []);
    client.setQueryData(searchKeys.request('Title', 'dune', true), { kind: 'media', items: [] });
    client.setQueryData(usermediaKeys.total({ library: 'recent' }), 0);
    const { result } = renderHook(() => useLoadDemoCatalogue(), { wrapper: queryWrapper(client) });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.data).toEqual({ added: 225 }));
    expect(isInvalidated(client, catalog)).toBe(true);
    expect(isInvalidated(client, searchKeys.request('Title', 'dune', true))).toBe(true);
  });

  it('fails with the server’s reason when the catalogue is not empty', async () => {
    server.use(http.post('*/api/v1/medias/catalog/demo', () => HttpResponse.json({ message: 'The catalogue already holds media' }, { status: 409 })));
    const { result } = renderHook(() => useLoadDemoCatalogue(), { wrapper: queryWrapper() });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 409, serverMessage: 'The catalogue already holds media' });
  });
});
