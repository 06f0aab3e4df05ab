import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { type Database, openDatabase } from './database';
import { queryRows } from './query-rows';

type Fsync = (stream: unknown) => void;

describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('the embedded database on a folder', () => {
  let root: string;
  let database: Database;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shelfmark-fsync-'));
    database = await openDatabase({ dataDir: root, migrationsFolder });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('runs with fsync on, through fsync()', async () => {
    const settings = await queryRows<{ name: string; setting: string }>(
      database.db,
      sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit') order by name`,
    );
    expect(settings).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
      { name: 'wal_sync_method', setting: 'fsync' },
    ]);
  });

  it('syncs a file before each commit is acknowledged', async () => {
    // The PGlite instance behind drizzle: its Emscripten module's Node file system.
    const client = (database.db as unknown as { $client: { Module: { NODEFS: { stream_ops: { fsync: Fsync } } } } }).$client;
    const ops = client.Module.NODEFS.stream_ops;
    const real = ops.fsync;
    let syncs = 0;
    ops.fsync = (stream) => {
      syncs++;
      real(stream);
    };
    try {
      for (let commit = 0; commit < 5; commit++) {
        await database.db.execute(sql`insert into bug_reports (user_id, title, circumstances, content) values (null, ${`crash ${commit}`}, '', 'x')`);
        expect(syncs).toBeGreaterThan(commit);
      }
    } finally {
      ops.fsync = real;
    }
  });
});
