import { resetSessionStore, setToken } from '@shelfmark/session';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, tokenFor } from '../test-helpers';
import { useVerifySession, verifySession } from './verify-session';

startMockServer();

beforeEach(() => {
  resetSessionStore();
  server.use(
    http.get('*/api/v1/users/verification', ({ request }) =>
      HttpResponse.json(request.headers.get('Authorization') === `Bearer ${tokenFor(1, 'user')}`),
    ),
  );
});

describe('GET /users/verification', () => {
  it('sends the stored token and reads true when it is valid', async () => {
    setToken(tokenFor(1, 'user'));
    await expect(verifySession()).resolves.toBe(true);
  });

  it('reads false when the server says the token is invalid', async () => {
    setToken('revoked.token.value');
    await expect(verifySession()).resolves.toBe(false);
  });

  it('serves the answer through useVerifySession', async () => {
    setToken(tokenFor(1, 'user'));
    const { result } = renderHook(useVerifySession, { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toBe(true));
  });
});
