import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './db';
import * as schema from './schema';
import { refreshSortKeys } from './refresh-sort-keys';
import { seedReferenceData } from './seed-reference-data';
import { SYNCING_START_PARAMS, SyncingNodeFS } from './syncing-nodefs';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a PostgreSQL server; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir: string;
  migrationsFolder: string;
  /** Told when the server drops an idle pooled connection (the pool opens a new one when needed). */
  onConnectionError?: (error: Error) => void;
  /** Told when another instance is migrating the database and this one waits for it. */
  onMigrationWait?: () => void;
  /** Only migrate: no reference rows, no sort-key refresh (a restore loads every row itself). */
  migrateOnly?: boolean;
}

/**
 * Name search matches a misspelt word against the words of a name (`<%`); pg_trgm's default
 * threshold of 0.6 misses one-letter slips in short names.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : join(options.dataDir, 'pglite');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Durability: PGlite runs PostgreSQL with fsync off and its Node file system has no fsync, so
  // a commit reached the operating system but never the disk. On a folder, fsync is turned on and
  // reaches the files (syncing-nodefs.ts): the WAL is synced before a commit is acknowledged and
  // the data files at each checkpoint, as on PostgreSQL itself (ADR 0033).
  // One options object: a second argument would silently drop the extensions.
  const client = inMemory
    ? new PGlite({ dataDir, extensions: { pg_trgm } })
    : new PGlite({ fs: new SyncingNodeFS(dataDir), startParams: SYNCING_START_PARAMS, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  // drizzle-kit cannot run CREATE EXTENSION on PGlite, so migrations run here, at start.
  try {
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/** Any fixed number: the advisory lock every Shelfmark instance takes to migrate one database. */
const MIGRATION_LOCK = 7_318_004_211;

/**
 * Migrations run by one instance at a time: instances starting together would otherwise both
 * find a migration missing and both apply it. The lock is held by one connection and released
 * with it, even if this process dies mid-way.
 */
async function migrateUnderLock(pool: pg.Pool, options: DatabaseOptions): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK]);
    if (!rows[0]?.locked) {
      options.onMigrationWait?.();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: options.migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // While the server is down a request fails (503) after this wait instead of hanging.
    connectionTimeoutMillis: 10_000,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  });
  // Without a listener, a connection the server closes while idle would crash the process.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db = drizzlePg(pool, { schema });
  await migrateUnderLock(pool, options).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options) : await openPglite(options);
  if (options.migrateOnly) return database;
  try {
    await seedReferenceData(database.db);
    await refreshSortKeys(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

