import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast } from '../accounts/testing/accounts';
import { accessTokens } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createPersonalToken } from '../testing/personal-tokens';
import { LISTENER_NAME } from './token-invalidation';
import { hashTokenSecret } from './token-secrets';

describe('the token cache’s listener', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  it.runIf(process.env['TEST_DATABASE'] === 'postgres')('turns the cache off while its connection is down, and on again once it listens anew', async () => {
    const { owner } = await createCast(server.app);
    const token = await createPersonalToken(server.app, owner, ['read']);
    const cached = () => server.app.tokenCache.get(hashTokenSecret(token.secret)) !== undefined;
    const use = () => server.app.inject({ url: '/api/v1/tags', headers: token.headers });
    expect((await use()).statusCode).toBe(200);
    expect(cached()).toBe(true);
    await server.app.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await expect.poll(cached).toBe(false);
    // Revoked while nobody listened: the cache being off, the next request reads the database.
    await server.app.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(sql`${accessTokens.tokenId} = ${token.tokenId}`);
    expect((await use()).statusCode).toBe(401);
    const again = await createPersonalToken(server.app, owner, ['read']);
    await expect
      .poll(async () => {
        await server.app.inject({ url: '/api/v1/tags', headers: again.headers });
        return server.app.tokenCache.get(hashTokenSecret(again.secret)) !== undefined;
      })
      .toBe(true);
  });

  it('clears the cache when a token is revoked in the database', async () => {
    const { owner } = await createCast(server.app);
    const token = await createPersonalToken(server.app, owner, ['read']);
    await server.app.inject({ url: '/api/v1/tags', headers: token.headers });
    expect(server.app.tokenCache.get(hashTokenSecret(token.secret))).toBeDefined();
    await server.app.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(sql`${accessTokens.tokenId} = ${token.tokenId}`);
    await expect.poll(() => server.app.tokenCache.get(hashTokenSecret(token.secret))).toBeUndefined();
  });
});
