import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { pageViewer, VIEWER_COOKIE, viewerCookieValue } from './page-viewer';

describe('pageViewer', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
    server.app.get('/viewer-probe', async (request) => ({ viewer: (await pageViewer(request)) ?? null }));
  });

  afterAll(() => server.close());

  const viewerWith = async (cookie?: string) =>
    (await server.app.inject({ url: '/viewer-probe', headers: cookie ? { cookie } : {} })).json<{ viewer: unknown }>().viewer;

  it('names the signed-in account and its current role from the cookie', async () => {
    const librarian = await createAccount(server.app, 'librarian');
    const cookie = viewerCookieValue(server.app.viewerSignature, String(librarian.userId));
    expect(await viewerWith(`theme=dark; ${VIEWER_COOKIE}=${cookie}`)).toEqual({ userId: String(librarian.userId), role: 'librarian' });
  });

  it('is no one without the cookie or with a forged one', async () => {
    const admin = await createAccount(server.app, 'admin');
    expect(await viewerWith()).toBeNull();
    const cookie = viewerCookieValue(server.app.viewerSignature, String(admin.userId));
    expect(await viewerWith(`${VIEWER_COOKIE}=${cookie.slice(0, -2)}xx`)).toBeNull();
    expect(await viewerWith(`${VIEWER_COOKIE}=${admin.token}`)).toBeNull();
  });
});
