import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { migrationsFolder } from '../paths';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real server on a fresh database, for `app.inject` tests. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}, options: { webRoot?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      // Suites sign in far more often than people do; rate-limit tests set their own.
      AUTH_RATE_LIMIT: '100000',
      // No test asks the real metadata services: the look-up tests start their own stand-in.
      LOOKUP_ENABLED: 'false',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    },
    { webRoot: options.webRoot ?? '/nonexistent-web-root' },
  );
  const app = await buildApp({ config, migrationsFolder, checkResponses: true }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
