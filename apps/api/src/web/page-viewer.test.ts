import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PAGE_VIEWER_COOKIE, pageViewer } from './page-viewer';

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
    expect(await viewerWith(`theme=dark; ${PAGE_VIEWER_COOKIE}=${librarian.token}`)).toEqual({ userId: String(librarian.userId), role: 'librarian' });
  });

  it('is no one without the cookie or with a forged one', async () => {
    const admin = await createAccount(server.app, 'admin');
    expect(await viewerWith()).toBeNull();
    expect(await viewerWith(`${PAGE_VIEWER_COOKIE}=${admin.token.slice(0, -2)}xx`)).toBeNull();
  });
});
