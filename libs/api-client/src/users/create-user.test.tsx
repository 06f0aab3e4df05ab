import { getToken, resetSessionStore } from '@shelfmark/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, tokenFor } from '../test-helpers';
import { createUser, useRegister } from './create-user';

startMockServer();

const registration = { email: 'grace@example.com', username: 'grace_h', password: 'correct horse battery' };

beforeEach(() => {
  resetSessionStore();
  server.use(
    http.post('*/api/v1/users', async ({ request }) => {
      const body = (await request.json()) as typeof registration;
      return body.username === 'ada_99'
        ? HttpResponse.json({ message: 'Username already taken' }, { status: 409 })
        : HttpResponse.json({ token: tokenFor(4, 'user') }, { status: 201 });
    }),
  );
});

describe('POST /users', () => {
  it('returns the new user token', async () => {
    await expect(createUser(registration)).resolves.toBe(tokenFor(4, 'user'));
  });

  it('reports a taken username as 409 with the server message', async () => {
    await expect(createUser({ ...registration, username: 'ada_99' })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Username already taken',
    });
  });

  it('stores the token when useRegister succeeds', async () => {
    const { result } = renderHook(useRegister, { wrapper: queryWrapper() });
    act(() => result.current.mutate(registration));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(getToken()).toBe(tokenFor(4, 'user'));
  });
});
