import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { useCreateToken, useTokens } from './tokens';
import { useDeliveries, useSendTestEvent } from './webhooks';

startMockServer();

const token = {
  tokenID: 4,
  name: 'Home Assistant',
  scopes: ['read'],
  hint: 'shm_ab12',
  created: '2026-11-27T10:00:00.000Z',
  expiresAt: null,
  lastUsed: null,
  lastUsedFrom: null,
};

describe('personal access tokens', () => {
  it('lists the tokens and fetches the list again once one is created', async () => {
    const bodies: unknown[] = [];
    let lists = 0;
    server.use(
      http.get('*/api/v1/tokens', () => {
        lists++;
        return HttpResponse.json([token]);
      }),
      http.post('*/api/v1/tokens', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token, secret: 'shm_ab12secret' }, { status: 201 });
      }),
    );
    const { result } = renderHook(() => ({ list: useTokens(), create: useCreateToken() }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.list.data).toEqual([token]));
    const created = await act(() => result.current.create.mutateAsync({ name: 'Home Assistant', scopes: ['read'] }));
    expect(created.secret).toBe('shm_ab12secret');
    expect(bodies).toEqual([{ name: 'Home Assistant', scopes: ['read'] }]);
    await waitFor(() => expect(lists).toBe(2));
  });
});

describe('webhooks', () => {
  it('reads a delivery log, and reads it again after a test event', async () => {
    let logs = 0;
    server.use(
      http.get('*/api/v1/webhooks/7/deliveries', () => {
        logs++;
        return HttpResponse.json([]);
      }),
      http.post('*/api/v1/webhooks/7/test', () => new HttpResponse(null, { status: 202 })),
    );
    const client = testQueryClient();
    const { result } = renderHook(() => ({ log: useDeliveries(7), test: useSendTestEvent() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.log.isSuccess).toBe(true));
    expect(logs).toBe(1);
    await act(() => result.current.test.mutateAsync(7));
    await waitFor(() => expect(logs).toBe(2));
  });
});
