import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createCast } from '../accounts/testing/accounts';
import { loadConfig } from '../config/config';
import { accessTokens } from '../db/schema';
import { migrationsFolder } from '../paths';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createPersonalToken, revokeToken } from '../testing/personal-tokens';
import { LISTENER_NAME } from './token-invalidation';
import { hashTokenSecret } from './token-secrets';

const JWT_SECRET = 'one secret for both instances of this test, long enough';

describe('the token cache’s listener', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ JWT_SECRET });
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

  it.runIf(process.env['TEST_DATABASE'] === 'postgres')('has a revocation through one instance refused by another on the very next request', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shelfmark-second-instance-'));
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: server.app.config.databaseUrl, JWT_SECRET, LOOKUP_ENABLED: 'false' },
      { webRoot: '/nonexistent-web-root' },
    );
    const second = await buildApp({ config, migrationsFolder });
    try {
      const { owner } = await createCast(server.app);
      for (let round = 0; round < 5; round++) {
        const token = await createPersonalToken(server.app, owner, ['read']);
        const tags = () => second.inject({ url: '/api/v1/tags', headers: token.headers });
        expect((await tags()).statusCode).toBe(200);
        await revokeToken(server.app, owner, token.tokenId);
        expect((await tags()).statusCode, `round ${round}`).toBe(401);
      }
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
