import { setToken, resetSessionStore } from '@shelfmark/session';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, startMockServer } from '../test-helpers';
import { requestPasswordReset } from './request-password-reset';

startMockServer();

beforeEach(() => {
  resetSessionStore();
});

describe('POST /users/passwordreset', () => {
  it('sends the email as plain text without the bearer token', async () => {
    let received: { body: string; type: string | null; authorization: string | null } | undefined;
    server.use(
      http.post('*/api/v1/users/passwordreset', async ({ request }) => {
        received = {
          body: await request.text(),
          type: request.headers.get('Content-Type'),
          authorization: request.headers.get('Authorization'),
        };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    setToken('stale.token.value');
    await expect(requestPasswordReset('ada@example.com')).resolves.toBeUndefined();
    expect(received).toEqual({ body: 'ada@example.com', type: 'text/plain', authorization: null });
  });

  it('fails with the status when the server refuses', async () => {
    server.use(http.post('*/api/v1/users/passwordreset', () => HttpResponse.json({ message: 'Invalid Email!' }, { status: 400 })));
    await expect(requestPasswordReset('ada')).rejects.toThrow('Request failed with status: 400');
  });
});
