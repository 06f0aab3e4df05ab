import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/config';
import { migrationsFolder } from '../paths';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { SECRET_MISMATCH } from './shared-secret';

const SECRET_A = 'a-shared-secret-of-at-least-32-characters';
const SECRET_B = 'another-secret-of-at-least-32-characters!';

// The check concerns instances sharing a PostgreSQL server; PGlite belongs to one process.
describe.runIf(process.env['TEST_DATABASE'] === 'postgres')('one session secret per PostgreSQL database', () => {
  let database: TestDatabase;
  let dataDirs: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'shelfmark-secret-'))));
  });
  afterAll(async () => {
    await database?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const start = (dataDir: string, env: Record<string, string> = {}) =>
    buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '', ...env }, { webRoot: '/nonexistent' }),
      migrationsFolder,
    });

  it('lets one instance restart with the secret it generated, and refuses a second one that generated another', async () => {
    const [first, second] = dataDirs as [string, string];
    await (await start(first)).close();
    const again = await start(first);
    const refusal = await start(second).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toBe(SECRET_MISMATCH);
    await again.close();
  });

  it('starts every instance given the same JWT_SECRET, and then refuses one without it', async () => {
    const [first, second] = dataDirs as [string, string];
    const instances = await Promise.all([start(first, { JWT_SECRET: SECRET_A }), start(second, { JWT_SECRET: SECRET_A })]);
    const token = await instances[0]!.sessionTokens.sign({ userId: 1, role: 'user' });
    expect(await instances[1]!.sessionTokens.verify(token)).toEqual({ userId: 1, role: 'user', sessionId: null });
    await Promise.all(instances.map((instance) => instance.close()));
    await expect(start(second)).rejects.toThrow(SECRET_MISMATCH);
  });

  it('takes a new JWT_SECRET as a rotation', async () => {
    const app = await start(dataDirs[0]!, { JWT_SECRET: SECRET_B });
    await app.close();
    await (await start(dataDirs[1]!, { JWT_SECRET: SECRET_B })).close();
  });
});
