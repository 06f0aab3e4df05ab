import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** postgres:// URL of a fresh database, or undefined for an in-memory PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL when the suite runs in its
 * `postgres` project.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['TEST_DATABASE'] === 'postgres' ? process.env['DATABASE_URL'] : undefined;
  if (!serverUrl) return { databaseUrl: undefined, dataDir: 'memory://', drop: async () => {} };

  // Sessions sharing one server keep to their own names (TEST_DATABASE_PREFIX).
  const name = `${process.env['TEST_DATABASE_PREFIX'] ?? 'shelfmark_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.href,
    dataDir: 'memory://',
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
