import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../test-helpers';
import { resetPassword } from './reset-password';

startMockServer();

describe('PATCH /users/passwordreset/{token}', () => {
  it('sends the new password as JSON without sign-in', async () => {
    let received: unknown;
    server.use(
      http.patch('*/api/v1/users/passwordreset/:token', async ({ params, request }) => {
        received = { token: params.token, body: await request.json(), authorization: request.headers.get('Authorization') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await resetPassword({ token: 'reset-7d2f', password: 'a brand new password' });
    expect(received).toEqual({ token: 'reset-7d2f', body: { password: 'a brand new password' }, authorization: null });
  });

  it('fails with the status and server message for a bad token', async () => {
    server.use(
      http.patch('*/api/v1/users/passwordreset/:token', () => HttpResponse.json({ message: 'Invalid request' }, { status: 400 })),
    );
    await expect(resetPassword({ token: 'spent', password: 'a brand new password' })).rejects.toMatchObject({
      message: 'Request failed with status: 400',
      serverMessage: 'Invalid request',
    });
  });
});
