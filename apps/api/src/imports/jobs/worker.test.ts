import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportJob, UserMedia } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCreator, createMedia } from '../../testing/catalog';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { importJobs } from '../../db/schema';
import { JOB_FAILED, runNextBatch } from './runner';
import { postImport } from '../testing/upload';

describe('import worker', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const servers: TestApp[] = [];
  const start = async () => {
    const server = await buildTestApp(env);
    servers.push(server);
    await server.app.ready();
    return server.app;
  };

  beforeAll(async () => {
    // One database that outlives a server: PGlite in a folder, or a PostgreSQL database.
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'shelfmark-imports-'));
    env = { DATA_DIR: dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
  });
  afterAll(async () => {
    for (const server of servers) await server.close().catch(() => undefined);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes, after a restart, a job a stopped server left half done', { timeout: 120_000 }, async () => {
    const first = await start();
    await first.importWorker.stop();
    const account = await createAccount(first, 'user', 'restarted');
    const dune = await createMedia(first, { title: 'Dune', isbn: '9780441172719', creators: [await createCreator(first, 'Frank Herbert')] });
    const file = { name: 'goodreads.csv', data: await readFile(join(import.meta.dirname, '../formats/fixtures/goodreads_library_export.csv')) };
    const job = (await postImport(first, account, 'goodreads', file)).json<ImportJob>();
    expect(await runNextBatch(first.database.db, () => undefined, 2)).toBe(true);
    const halfway = (await first.inject({ method: 'GET', url: `/api/v1/imports/${job.id}`, headers: account.headers })).json<ImportJob>();
    expect(halfway).toMatchObject({ status: 'running', processed: 2, total: 5 });
    await servers.shift()?.app.close();

    const second = await start();
    await second.importWorker.drain();
    const finished = (await second.inject({ method: 'GET', url: `/api/v1/imports/${job.id}`, headers: account.headers })).json<ImportJob>();
    expect(finished).toMatchObject({ status: 'needs_review', processed: 5, counts: { imported: 1, review: 4, failed: 0 } });
    const entry = (await second.inject({ method: 'GET', url: `/api/v1/usermedias/media/${dune}`, headers: account.headers })).json<UserMedia>();
    // Each row was worked on once: Dune's three readings are there once.
    expect(entry.readings).toHaveLength(3);
  });

  it('gives a job up, as failed with a reason, when its steps keep failing', { timeout: 60_000 }, async () => {
    const app = servers.at(-1)?.app;
    if (!app) throw new Error('no server');
    const account = await createAccount(app);
    // A recommendation naming a record that is not in the file's media: finishing the job throws.
    const [job] = await app.database.db
      .insert(importJobs)
      .values({ userId: account.userId, source: 'shelfmark', fileName: 'broken.json', extra: { recommendations: [{ mediaA: 1, mediaB: 2, note: null }], media: { '1': {}, '2': {} } } })
      .returning();
    app.importWorker.wake();
    let status = 'queued';
    for (let waited = 0; waited < 40 && status !== 'failed'; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await app.inject({ method: 'GET', url: `/api/v1/imports/${job?.jobId}`, headers: account.headers })).json<ImportJob>().status;
    }
    const failed = (await app.inject({ method: 'GET', url: `/api/v1/imports/${job?.jobId}`, headers: account.headers })).json<ImportJob>();
    expect(failed).toMatchObject({ status: 'failed', error: JOB_FAILED, finishedAt: expect.any(String) });
  });
});
