import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { getSharedView } from './shared-view';
import { useCreateShare, useShares } from './shares';

startMockServer();

const link = {
  id: 3,
  token: 'T'.repeat(32),
  url: `http://localhost/shared/${'T'.repeat(32)}`,
  kind: 'year',
  year: 2024,
  shelf: null,
  type: null,
  fields: { covers: true, creators: true, ratings: false, reviews: false, tags: false },
  title: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  lastOpenedAt: null,
  openCount: 0,
};

describe('share links', () => {
  it('lists the links and fetches the list again once one is made', async () => {
    const bodies: unknown[] = [];
    let lists = 0;
    server.use(
      http.get('*/api/v1/shares', () => {
        lists++;
        return HttpResponse.json([link]);
      }),
      http.post('*/api/v1/shares', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(link, { status: 201 });
      }),
    );
    const client = testQueryClient();
    const { result } = renderHook(() => ({ list: useShares(), create: useCreateShare() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.list.data).toEqual([link]));
    const body = { kind: 'year' as const, year: 2024, fields: link.fields };
    await act(() => result.current.create.mutateAsync(body));
    expect(bodies).toEqual([body]);
    await waitFor(() => expect(lists).toBe(2));
  });

  it('asks for a shared shelf’s page only past the first', async () => {
    const urls: string[] = [];
    const shelf = { kind: 'shelf', title: null, shelf: 'read', type: null, items: [{ type: 'book', title: 'Kindred' }], page: 2, pageCount: 2, total: 49 };
    server.use(
      http.get('*/api/v1/public/shares/:token', ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json(shelf);
      }),
    );
    await expect(getSharedView('abc', 2)).resolves.toEqual(shelf);
    await getSharedView('abc');
    expect(urls).toEqual(['?page=2', '']);
  });
});
