import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { coversFolder } from '../covers/open-cover-store';
import { openDatabase } from '../db/database';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { migrationsFolder } from '../paths';
import { DEMO_ACCOUNT } from '../seed/data/demo-shelf';
import { seedDemo } from '../seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createBackup, type BackupSource } from './backup.service';
import { migrationsUpTo, readJournal } from './journal';
import { restoreBackup, type RestoreTarget } from './restore.service';
import { quoteIdent } from './snapshot.repository';

/** Every row of every application table as text, in a stable order, and every sequence's position. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(db, sql.raw(`select t::text as "row" from ${quoteIdent(name)} t order by 1`));
    result[name] = rows.map((row) => row.row);
  }
  const sequences = await queryRows<{ name: string; value: string | null }>(db, sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`);
  result['(sequences)'] = sequences.map((sequence) => `${sequence.name}=${sequence.value}`);
  return result;
}

async function coverBytes(dataDir: string): Promise<Record<string, string>> {
  const folder = coversFolder(dataDir);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.jpg')).sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await readFile(join(folder, file))).toString('base64')] as const)));
}

interface Installation {
  dataDir: string;
  database: TestDatabase;
  env: NodeJS.ProcessEnv;
}

async function newInstallation(root: string, name: string): Promise<Installation> {
  const database = await createTestDatabase();
  const dataDir = join(root, name);
  const env = {
    LOG_LEVEL: 'silent',
    LOOKUP_ENABLED: 'false',
    AUTH_RATE_LIMIT: '100000',
    BACKUP_SCHEDULE: 'off',
    COVER_STORE: 'disk',
    DATA_DIR: dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  return { dataDir, database, env };
}

const startServer = (installation: Installation) =>
  buildApp({ config: loadConfig(installation.env, { webRoot: '/nonexistent-web-root' }), migrationsFolder, checkResponses: true });

const targetOf = (installation: Installation): RestoreTarget => ({ databaseUrl: installation.database.databaseUrl, dataDir: installation.dataDir, migrationsFolder });

const sourceOf = (app: FastifyInstance, dataDir: string): BackupSource => ({
  db: app.database.db,
  kind: app.database.kind,
  migrationsFolder,
  coverStore: 'disk',
  coversDir: coversFolder(dataDir),
  dataDir,
});

describe('backup and restore', () => {
  let root: string;
  let original: Installation;
  let backupFile: string;
  let before: Record<string, string[]>;
  let coversBefore: Record<string, string>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shelfmark-backup-test-'));
    original = await newInstallation(root, 'original');
    cleanups.push(original.database.drop);
    const app = await startServer(original);
    try {
      await seedDemo(app.database.db, app.covers);
      const registered = await app.inject({ method: 'POST', url: '/api/v1/users', payload: { username: 'reader', email: 'reader@example.com', password: 'a long password 1' } });
      expect(registered.statusCode).toBe(201);
      backupFile = join(root, 'shelfmark.tar.gz');
      const written = await createBackup(sourceOf(app, original.dataDir), backupFile);
      expect(written.bytes).toBe((await stat(backupFile)).size);
      expect(written.manifest.covers.files.length).toBeGreaterThan(0);
      before = await contents(app.database.db);
      coversBefore = await coverBytes(original.dataDir);
    } finally {
      await app.close();
    }
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await rm(root, { recursive: true, force: true });
  });

  it('restores every row of every table and every cover’s bytes, into a wiped installation', async () => {
    // Wiped: the data directory and the database are gone, and made again empty.
    await rm(original.dataDir, { recursive: true, force: true });
    await original.database.drop();
    const wiped = await newInstallation(root, 'original');
    cleanups.push(wiped.database.drop);
    const manifest = await restoreBackup(backupFile, targetOf(wiped));
    expect(manifest.database.tables.find((table) => table.name === 'users')?.rows).toBe(2);

    const app = await startServer(wiped);
    try {
      expect(await contents(app.database.db)).toEqual(before);
      expect(await coverBytes(wiped.dataDir)).toEqual(coversBefore);
      expect(Object.keys(coversBefore).length).toBe(manifest.covers.files.length);
      // The accounts sign in, and new rows take fresh ids (the sequences came along).
      const signIn = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } });
      expect(signIn.statusCode).toBe(200);
      const registered = await app.inject({ method: 'POST', url: '/api/v1/users', payload: { username: 'newcomer', email: 'newcomer@example.com', password: 'a long password 2' } });
      expect(registered.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  }, 300_000);

  it('refuses a target that already holds an installation, and changes nothing', async () => {
    const occupied = await newInstallation(root, 'occupied');
    cleanups.push(occupied.database.drop);
    const app = await startServer(occupied);
    const snapshot = await contents(app.database.db);
    await app.close();
    await expect(restoreBackup(backupFile, targetOf(occupied))).rejects.toThrow(/already holds/);
    const reopened = await startServer(occupied);
    expect(await contents(reopened.database.db)).toEqual(snapshot);
    await reopened.close();
  }, 120_000);

  it.each([
    ['truncated', async (file: string) => truncate(file, Math.floor((await stat(file)).size / 2)), /truncated|damaged/],
    [
      'with one byte of a part changed',
      async (file: string) => {
        const tar = gunzipSync(await readFile(file));
        // Past the manifest's header: a byte inside a later part.
        tar[tar.length - 3000] = tar[tar.length - 3000]! ^ 0xff;
        await writeFile(file, gzipSync(tar));
      },
      /damaged|does not match/,
    ],
    ['not a backup at all', (file: string) => writeFile(file, gzipSync(Buffer.from('hello'))), /truncated|not a Shelfmark backup/],
    ['not even gzip', (file: string) => writeFile(file, 'plain text'), /damaged or truncated/],
  ])('refuses a file %s with a message, writing nothing', async (_name, damage, message) => {
    const file = join(root, `damaged-${Math.random().toString(36).slice(2)}.tar.gz`);
    await writeFile(file, await readFile(backupFile));
    await damage(file);
    const target = await newInstallation(root, `target-${Math.random().toString(36).slice(2)}`);
    cleanups.push(target.database.drop);
    await expect(restoreBackup(file, targetOf(target))).rejects.toThrow(message);
    expect(await readdir(target.dataDir).catch(() => [])).toEqual([]);
    if (target.database.databaseUrl) {
      const firstMigration = await migrationsUpTo(migrationsFolder, '0000_extensions');
      const database = await openDatabase({ databaseUrl: target.database.databaseUrl, dataDir: 'memory://', migrationsFolder: firstMigration, migrateOnly: true });
      const [row] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`);
      await database.close();
      await rm(firstMigration, { recursive: true, force: true });
      expect(row?.count).toBe(0);
    }
  }, 120_000);

  it('restores a backup taken at an older migration, then migrates it', async () => {
    const journal = await readJournal(migrationsFolder);
    const older = journal.entries.at(-2)!.tag;
    const oldFolder = await migrationsUpTo(migrationsFolder, older);
    const source = await newInstallation(root, 'older');
    cleanups.push(source.database.drop);
    const oldDatabase = await openDatabase({ databaseUrl: source.database.databaseUrl, dataDir: source.dataDir, migrationsFolder: oldFolder });
    await oldDatabase.db.execute(sql`insert into users (username, email, password_hash, role) values ('old-timer', 'old@example.com', 'x', 'admin')`);
    const file = join(root, 'older.tar.gz');
    const { manifest } = await createBackup({ ...sourceOf({ database: oldDatabase } as FastifyInstance, source.dataDir), kind: oldDatabase.kind, migrationsFolder: oldFolder }, file);
    await oldDatabase.close();
    await rm(oldFolder, { recursive: true, force: true });
    expect(manifest.database.migration).toBe(older);

    const target = await newInstallation(root, 'older-restored');
    cleanups.push(target.database.drop);
    await restoreBackup(file, targetOf(target));
    const app = await startServer(target);
    try {
      const [user] = await queryRows<{ username: string }>(app.database.db, sql`select username from users`);
      expect(user?.username).toBe('old-timer');
      const [last] = await queryRows<{ when: string }>(app.database.db, sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`);
      expect(Number(last?.when)).toBe(journal.entries.at(-1)!.when);
    } finally {
      await app.close();
    }
  }, 300_000);
});
