import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openDatabase } from './database';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

// Several instances share a PostgreSQL server; PGlite belongs to one process.
describe.runIf(process.env['TEST_DATABASE'] === 'postgres')('migrations on a PostgreSQL server', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('are applied once when several instances start at the same moment', async () => {
    const waits: number[] = [];
    const opened = await Promise.all(
      [0, 1, 2].map((index) => openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://', migrationsFolder, onMigrationWait: () => waits.push(index) })),
    );
    await Promise.all(opened.map((one) => one.close()));
    expect(waits.length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0]?.n).toBe(journal.entries.length);
      const { rows: locks } = await client.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
      expect(locks[0]?.n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
