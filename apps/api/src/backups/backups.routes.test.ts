import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupsOverview } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { runBackupCommand, runRestoreCommand } from '../cli/backup-command';
import { coversFolder } from '../covers/open-cover-store';
import { migrationsFolder } from '../paths';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { BackupKeeper } from './backup-keeper.service';
import { unpackVerified } from './restore.service';
import { backupTimeOf } from './retention';

const DAY = 24 * 60 * 60 * 1000;

describe('backups of a running server', () => {
  let root: string;
  let dataDir: string;
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  // The server's own settings, as the commands would be run with them (on PostgreSQL, its database).
  const env = (): NodeJS.ProcessEnv => ({
    DATA_DIR: dataDir,
    COVER_STORE: 'disk',
    BACKUP_SCHEDULE: 'off',
    LOOKUP_ENABLED: 'false',
    ...(server?.app.config.databaseUrl ? { DATABASE_URL: server.app.config.databaseUrl } : {}),
  });

  const call = (method: 'GET' | 'POST', account: Account) => server.app.inject({ method, url: '/api/v1/admin/backups', headers: account.headers });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shelfmark-backups-routes-'));
    dataDir = join(root, 'data');
    server = await buildTestApp(env());
    cast = await createCast(server.app);
    await server.app.ready();
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('shows the admin no backup and the schedule before the first', async () => {
    const response = await call('GET', cast.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<BackupsOverview>()).toEqual({
      directory: join(dataDir, 'backups'),
      schedule: { enabled: false, keepDaily: 7, keepWeekly: 4, nextAt: null },
      last: null,
      backups: [],
      coversNote: null,
    });
  });

  it('makes a backup on demand, keeps it in BACKUP_DIR and answers it as a download that checks out', async () => {
    const response = await call('POST', cast.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    const [kept] = await readdir(join(dataDir, 'backups'));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${kept}"`);
    expect(response.rawPayload.equals(await readFile(join(dataDir, 'backups', kept!)))).toBe(true);

    const staging = await mkdtemp(join(root, 'staging-'));
    const manifest = await unpackVerified(join(dataDir, 'backups', kept!), staging);
    expect(manifest.database.tables.find((table) => table.name === 'users')?.rows).toBe(Object.keys(cast).length);

    const overview = (await call('GET', cast.admin)).json<BackupsOverview>();
    expect(overview.last).toEqual({ file: kept, createdAt: backupTimeOf(kept!)!.toISOString(), bytes: response.rawPayload.length });
    expect(overview.backups).toEqual([overview.last]);
  });

  it('refuses everyone but the admin, and makes nothing for them', async () => {
    const before = await readdir(join(dataDir, 'backups'));
    for (const account of [cast.owner, cast.other, cast.librarian]) {
      expect((await call('GET', account)).statusCode).toBe(403);
      expect((await call('POST', account)).statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/admin/backups' })).statusCode).toBe(401);
    expect(await readdir(join(dataDir, 'backups'))).toEqual(before);
  });

  it('lets `npm run backup` ask the running embedded server for the backup', async () => {
    if (server.app.database.kind !== 'pglite') return;
    const out = join(root, 'from-the-command.tar.gz');
    const result = await runBackupCommand(['--out', out], env());
    expect(result).toEqual({ code: 0, message: expect.stringContaining('Backup written by the running server') });
    const manifest = await unpackVerified(out, await mkdtemp(join(root, 'staging-')));
    expect(manifest.database.kind).toBe('pglite');
  });

  it('answers the commands’ bad input with a message and a non-zero code', async () => {
    expect((await runBackupCommand(['--out'], env())).code).toBe(2);
    expect((await runBackupCommand([], { ...env(), BACKUP_KEEP_DAILY: 'many' })).message).toMatch(/BACKUP_KEEP_DAILY/);
    expect((await runRestoreCommand([], env())).code).toBe(2);
    expect(await runRestoreCommand([join(root, 'missing.tar.gz')], { ...env(), DATA_DIR: join(root, 'empty'), DATABASE_URL: '' })).toEqual({
      code: 1,
      message: expect.stringMatching(/^Cannot read .*missing\.tar\.gz/),
    });
    const [kept] = await readdir(join(dataDir, 'backups'));
    expect(await runRestoreCommand([join(dataDir, 'backups', kept!)], env())).toEqual({ code: 1, message: expect.stringContaining('already holds') });
  });
});

describe('the backup schedule', () => {
  let root: string;
  let server: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shelfmark-backups-schedule-'));
    server = await buildTestApp({ DATA_DIR: join(root, 'data'), COVER_STORE: 'disk', BACKUP_SCHEDULE: 'off' });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const keeperAt = (clock: { now: number }, scheduled: boolean, folder: string) =>
    new BackupKeeper({
      source: {
        db: server.app.database.db,
        kind: server.app.database.kind,
        migrationsFolder,
        coverStore: 'disk',
        coversDir: coversFolder(join(root, 'data')),
        dataDir: join(root, 'data'),
      },
      dir: join(root, folder),
      scheduled,
      keepDaily: 7,
      keepWeekly: 4,
      log: { info: () => {}, error: () => {} },
      now: () => new Date(clock.now),
      firstLookMs: 10,
    });

  it('keeps the newest of the last 7 days and of the last 4 weeks as backups are made day after day', async () => {
    const clock = { now: Date.parse('2026-10-01T03:00:00.000Z') };
    const keeper = keeperAt(clock, false, 'daily');
    for (let day = 0; day < 30; day++, clock.now += DAY) await keeper.makeNow();
    const kept = (await keeper.list()).map((backup) => backup.createdAt.slice(0, 10));
    // 30 October 2026 is a Friday: 7 days back to the 24th, and the Sundays closing the 3 weeks before.
    expect(kept).toEqual(['2026-10-30', '2026-10-29', '2026-10-28', '2026-10-27', '2026-10-26', '2026-10-25', '2026-10-24', '2026-10-18', '2026-10-11']);
    await keeper.stop();
  }, 120_000);

  it('makes a backup by itself when none is a day old, then plans the next a day after it', async () => {
    const clock = { now: Date.parse('2026-11-20T03:00:00.000Z') };
    const keeper = keeperAt(clock, true, 'scheduled');
    keeper.start();
    for (let tries = 0; tries < 200 && !(await keeper.list()).some((backup) => backup.createdAt.startsWith('2026-11-20')); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [newest] = await keeper.list();
    expect(newest?.createdAt).toBe('2026-11-20T03:00:00.000Z');
    await expect.poll(() => keeper.schedule.nextAt).toBe('2026-11-21T03:00:00.000Z');
    await keeper.stop();
    expect(keeper.schedule.nextAt).toBeNull();
    expect(existsSync(join(root, 'scheduled', newest!.file))).toBe(true);
  }, 120_000);
});
