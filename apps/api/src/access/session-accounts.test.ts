import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

/** What was measured from outside (issue "Own your instance"): a session token's role and account as the database has them now. */
describe('a session token acts as its account is now', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
  // On PostgreSQL every instance hears of the change by NOTIFY, within milliseconds of the commit.
  const HEARD = { timeout: 2000, interval: 20 };
  const statusOf = async (url: string, token: string) => (await get(url, token)).statusCode;

  it('a demoted admin’s token stops reading other users’ profiles at once, and is told to sign in again', async () => {
    const admin = await createAccount(server.app, 'admin');
    const reader = await createAccount(server.app, 'user');
    // Read once, so a cached answer would be the old one.
    expect((await get(`/users/${reader.userId}`, admin.token)).json()).toMatchObject({ email: reader.email });
    expect((await get('/users/verification', admin.token)).json()).toBe(true);

    // What `npm run users -- set-role` does.
    await server.app.database.db.update(users).set({ role: 'user' }).where(eq(users.userId, admin.userId));

    await expect.poll(() => statusOf(`/users/${reader.userId}`, admin.token), HEARD).toBe(404);
    expect((await get(`/users/${admin.userId}`, admin.token)).json()).toMatchObject({ role: 'user' });
    expect((await get('/users/verification', admin.token)).json()).toBe(false);
  });

  it('a promotion counts at once too', async () => {
    const librarian = await createAccount(server.app, 'librarian');
    const reader = await createAccount(server.app, 'user');
    expect((await get(`/users/${reader.userId}`, librarian.token)).statusCode).toBe(404);
    await server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.userId, librarian.userId));
    await expect.poll(() => statusOf(`/users/${reader.userId}`, librarian.token), HEARD).toBe(200);
  });

  it('a correctly signed token of an account that no longer exists is no one’s: 401 where signing in is needed', async () => {
    const gone = await createAccount(server.app, 'user');
    expect((await get(`/users/${gone.userId}`, gone.token)).statusCode).toBe(200);
    await server.app.database.db.delete(users).where(eq(users.userId, gone.userId));

    await expect.poll(() => statusOf(`/users/${gone.userId}`, gone.token), HEARD).toBe(401);
    expect((await get('/usermedias/library/page?library=read&pageSize=10&pageNumber=1&sortBy=title', gone.token)).statusCode).toBe(401);
    expect((await get('/users/verification', gone.token)).json()).toBe(false);
  });
});
