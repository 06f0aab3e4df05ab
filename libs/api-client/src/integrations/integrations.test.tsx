import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer } from '../test-helpers';
import { useCreateIntegration, useIntegrations, useResolveInboxItem } from './integrations';

startMockServer();

const integration = {
  integrationID: 3,
  kind: 'jellyfin',
  name: 'Living room',
  created: '2026-11-27T10:00:00.000Z',
  paused: false,
  pausedReason: null,
  lastEventAt: null,
  lastError: null,
  lastErrorAt: null,
  eventsThisWeek: 0,
  settings: { serverUsers: ['ana'], libraries: [], minimumPercent: 10, createUnknown: false },
  inboxCount: 1,
};

describe('integrations', () => {
  it('lists the integrations, and reads them again once one is added or an inbox item resolved', async () => {
    const bodies: unknown[] = [];
    let lists = 0;
    server.use(
      http.get('*/api/v1/integrations', () => {
        lists++;
        return HttpResponse.json([integration]);
      }),
      http.post('*/api/v1/integrations', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...integration, hookUrl: 'https://shelf.example/api/v1/integrations/hooks/3/secret' }, { status: 201 });
      }),
      http.post('*/api/v1/integrations/3/inbox/8/resolve', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 8, state: 'skipped', mediaID: null });
      }),
    );
    const { result } = renderHook(() => ({ list: useIntegrations(), create: useCreateIntegration(), resolve: useResolveInboxItem() }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.list.data).toEqual([integration]));
    const created = await act(() => result.current.create.mutateAsync({ kind: 'jellyfin', name: 'Living room', settings: { serverUsers: ['ana'] } }));
    expect(created.hookUrl).toContain('/hooks/3/');
    await waitFor(() => expect(lists).toBe(2));
    await act(() => result.current.resolve.mutateAsync({ integrationID: 3, itemID: 8, resolution: { action: 'skip' } }));
    await waitFor(() => expect(lists).toBe(3));
    expect(bodies).toEqual([{ kind: 'jellyfin', name: 'Living room', settings: { serverUsers: ['ana'] } }, { action: 'skip' }]);
  });
});
