import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer } from '../test-helpers';
import { checkResetToken, useResetTokenValidity } from './check-reset-token';

startMockServer();

beforeEach(() => {
  server.use(
    http.get('*/api/v1/users/passwordreset/:token', ({ params, request }) =>
      HttpResponse.json(params.token === 'reset 7d2f' && !request.headers.has('Authorization')),
    ),
  );
});

describe('GET /users/passwordreset/{token}', () => {
  it('answers true for a valid token, sent encoded and without sign-in', async () => {
    await expect(checkResetToken('reset 7d2f')).resolves.toBe(true);
  });

  it('answers false for an unknown token', async () => {
    await expect(checkResetToken('unknown')).resolves.toBe(false);
  });

  it('serves the answer through useResetTokenValidity', async () => {
    const { result } = renderHook(() => useResetTokenValidity('unknown'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toBe(false));
  });
});
