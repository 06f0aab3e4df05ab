import { getToken, resetSessionStore } from '@shelfmark/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, tokenFor } from '../test-helpers';
import { asksForCode, createSession, useSignIn } from './create-session';

startMockServer();

const credentials = { username: 'ada_99', password: 'correct horse battery' };

beforeEach(() => {
  resetSessionStore();
  server.use(
    http.post('*/api/v1/sessions', async ({ request }) => {
      const body = (await request.json()) as typeof credentials;
      return body.password === credentials.password
        ? HttpResponse.json({ token: tokenFor(1, 'user') })
        : HttpResponse.json({ message: 'Failed to log in, please try again' }, { status: 401 });
    }),
  );
});

describe('POST /sessions', () => {
  it('returns the token', async () => {
    await expect(createSession(credentials)).resolves.toBe(tokenFor(1, 'user'));
  });

  it('fails with the status on wrong credentials', async () => {
    await expect(createSession({ ...credentials, password: 'wrong password!' })).rejects.toMatchObject({
      message: 'Request failed with status: 401',
      status: 401,
    });
  });

  it('stores the token when useSignIn succeeds', async () => {
    const { result } = renderHook(useSignIn, { wrapper: queryWrapper() });
    act(() => result.current.mutate(credentials));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(getToken()).toBe(tokenFor(1, 'user'));
    expect(localStorage.getItem('token')).toBe(tokenFor(1, 'user'));
  });

  it('stores nothing when sign-in fails', async () => {
    const { result } = renderHook(useSignIn, { wrapper: queryWrapper() });
    act(() => result.current.mutate({ ...credentials, password: 'wrong password!' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(getToken()).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  it('tells a refusal that asks for a code from a wrong password', async () => {
    server.use(
      http.post('*/api/v1/sessions', async ({ request }) => {
        const body = (await request.json()) as { password: string; code?: string };
        if (body.password !== credentials.password) return HttpResponse.json({ message: 'Failed to log in, please try again' }, { status: 401 });
        if (body.code === '123456') return HttpResponse.json({ token: tokenFor(1, 'user') });
        return HttpResponse.json({ message: 'Enter the code from your authenticator app', secondFactor: 'required' }, { status: 401 });
      }),
    );
    const askedFor = await createSession(credentials).catch((error: unknown) => error);
    expect(asksForCode(askedFor)).toBe(true);
    expect(askedFor).toMatchObject({ status: 401, serverMessage: 'Enter the code from your authenticator app' });
    expect(asksForCode(await createSession({ ...credentials, password: 'wrong password!' }).catch((error: unknown) => error))).toBe(false);
    await expect(createSession({ ...credentials, code: '123456' })).resolves.toBe(tokenFor(1, 'user'));
  });
});
