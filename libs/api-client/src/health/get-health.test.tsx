import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer } from '../test-helpers';
import { getHealth, useHealth } from './get-health';

startMockServer();

describe('GET /api/v1/health', () => {
  it('reads the health status', async () => {
    server.use(http.get('*/api/v1/health', () => HttpResponse.json({ status: 'ok' })));
    await expect(getHealth()).resolves.toEqual({ status: 'ok' });
  });

  it('serves the status through useHealth', async () => {
    server.use(http.get('*/api/v1/health', () => HttpResponse.json({ status: 'ok' })));
    const { result } = renderHook(useHealth, { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual({ status: 'ok' }));
  });
});
