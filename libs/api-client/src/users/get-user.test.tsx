import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer } from '../test-helpers';
import { getUser, useUser } from './get-user';

startMockServer();

const ada = { userID: 1, username: 'ada_99', email: 'ada@example.com', role: 'user' };

beforeEach(() => {
  server.use(
    http.get('*/api/v1/users/:id', ({ params }) =>
      params.id === '1' ? HttpResponse.json(ada) : HttpResponse.json({ message: 'User not found' }, { status: 404 }),
    ),
  );
});

describe('GET /users/{id}', () => {
  it('reads the user', async () => {
    await expect(getUser(1)).resolves.toEqual(ada);
  });

  it('fails with the status for an unknown user', async () => {
    await expect(getUser(99)).rejects.toMatchObject({ message: 'Request failed with status: 404', serverMessage: 'User not found' });
  });

  it('serves the user through useUser', async () => {
    const { result } = renderHook(() => useUser(1), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data?.username).toBe('ada_99'));
  });
});
