import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ImportJob } from '@shelfmark/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/config';
import { creators, media, mediaCreators, users } from '../../apps/api/src/db/schema';
import { importBody } from '../../apps/api/src/imports/testing/upload';
import { migrationsFolder } from '../../apps/api/src/paths';
import { parseArgs } from '../shared/args';
import { RESULTS_DIR } from '../shared/places';
import { benchBook, goodreadsCsv } from './goodreads-file';

/*
 * `node --import tsx bench/import/run.ts [--quick] [--rows N] [--postgres]`: a Goodreads export
 * of 10,000 rows (1,000 with --quick) imported by the API in-process, on the embedded database
 * as `npm start` runs it, or with --postgres on the PostgreSQL database of DATABASE_URL (the 1M
 * benchmark catalogue: the bench's own books are added to it once). Half the rows are books the
 * catalogue has by ISBN, a tenth it has under the same title and author without ISBN, the rest
 * it lacks (they go to the review inbox). Measures the upload (read, check, store), the
 * background job, a second import of the same file, the export, and a baseline in the same run:
 * the same number of library rows written by one hand-written INSERT each, 50 to a transaction
 * (the cheapest per-row write this database does), so each rate is also a ratio to it.
 */

const args = parseArgs(process.argv.slice(2));
const postgresUrl = args.has('postgres') ? process.env['DATABASE_URL'] : undefined;
if (args.has('postgres') && !postgresUrl) throw new Error('--postgres needs DATABASE_URL (the 1M catalogue: npm run bench:generate -- --profile 1m)');
const rows = args.has('quick') ? 1_000 : Number(args.get('rows') ?? 10_000);
const byIsbn = Math.floor(rows / 2);
const byTitle = Math.floor(rows / 10);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 25);
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The catalogue the file is matched against, written in a few large statements. */
async function seedCatalogue(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const db = app.database.db;
  // A database the bench has seeded before (the PostgreSQL catalogue) keeps its books.
  const [seeded] = await db.select({ id: media.mediaId }).from(media).where(eq(media.isbn13, benchBook(0).isbn13));
  if (seeded) return;
  const books = Array.from({ length: byIsbn + byTitle }, (_, index) => ({ index, ...benchBook(index) }));
  const names = [...new Set(books.map((book) => book.author))];
  const created = await db
    .insert(creators)
    .values(names.map((name) => ({ name, first: name.split(' ')[0] ?? null, last: name.split(' ')[1] ?? name })))
    .returning({ id: creators.creatorId, name: creators.name });
  const creatorOf = new Map(created.map((creator) => [creator.name, creator.id]));
  for (let start = 0; start < books.length; start += 1000) {
    const batch = books.slice(start, start + 1000);
    const made = await db
      .insert(media)
      .values(
        batch.map((book) => {
          const isbn = book.index < byIsbn ? book.isbn13 : null;
          return { type: 'book' as const, title: book.title, isbn, isbn13: isbn, sortCreator: (book.author.split(' ')[1] ?? '').toLowerCase(), sortTitle: book.title.toLowerCase() };
        }),
      )
      .returning({ id: media.mediaId });
    await db.insert(mediaCreators).values(made.map((item, offset) => ({ mediaId: item.id, creatorId: creatorOf.get(batch[offset]?.author ?? '') ?? 0, position: 0 })));
  }
  // As a server's catalogue would be after a while: its statistics up to date (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
}

/** The baseline: `rows` library rows for a fresh user, one hand-written INSERT each, 50 to a transaction. */
async function baselineRowsPerSecond(app: Awaited<ReturnType<typeof buildApp>>, rows: number, userId: number): Promise<number> {
  const db = app.database.db;
  const ids = (await db.select({ id: media.mediaId }).from(media).where(inArray(media.isbn13, Array.from({ length: Math.min(rows, byIsbn) }, (_, index) => benchBook(index).isbn13)))).map((row) => row.id);
  const started = performance.now();
  for (let start = 0; start < ids.length; start += 50) {
    await db.transaction(async (tx) => {
      for (const mediaId of ids.slice(start, start + 50)) {
        await tx.execute(sql`insert into user_media (user_id, media_id, status, media_type, sort_creator, sort_title) values (${userId}, ${mediaId}, 'read', 'book', '', '')`);
      }
    });
  }
  return ids.length / ((performance.now() - started) / 1000);
}

const benchUsers: number[] = [];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shelfmark-import-bench-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOOKUP_ENABLED: 'false', ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}) },
    { webRoot: '/nonexistent' },
  );
  const app = await buildApp({ config, migrationsFolder });
  try {
    await app.ready();
    const seeded = performance.now();
    await seedCatalogue(app);
    const seedMs = performance.now() - seeded;
    const stamp = Date.now().toString(36);
    const account = (name: string) => app.database.db.insert(users).values({ username: `${name}_${stamp}`, email: `${name}_${stamp}@example.com`, passwordHash: 'x', role: 'user' }).returning({ userId: users.userId });
    const [[user], [baselineUser]] = await Promise.all([account('bench_importer'), account('bench_baseline')]);
    if (!user || !baselineUser) throw new Error('no user');
    benchUsers.push(user.userId, baselineUser.userId);
    const headers = { authorization: `Bearer ${await app.sessionTokens.sign({ userId: user.userId, role: 'user' })}` };
    const file = goodreadsCsv(rows, (index) => index < byIsbn);

    const runImport = async () => {
      const body = importBody('goodreads', { name: 'goodreads_library_export.csv', data: file });
      const posted = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/v1/imports', payload: body.payload, headers: { ...body.headers, ...headers } });
      if (response.statusCode !== 202) throw new Error(`upload refused: ${response.body}`);
      const uploadMs = performance.now() - posted;
      const { id } = response.json<ImportJob>();
      let job: ImportJob;
      for (;;) {
        job = (await app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers })).json<ImportJob>();
        if (job.status !== 'queued' && job.status !== 'running') break;
        await new Promise((wait) => setTimeout(wait, 200));
      }
      return { uploadMs, totalMs: performance.now() - posted, job };
    };

    const loadBefore = loadavg();
    const cpuBefore = process.cpuUsage();
    const first = await runImport();
    const importCpuMs = (process.cpuUsage(cpuBefore).user + process.cpuUsage(cpuBefore).system) / 1000;
    console.log(`first import of ${rows} rows: upload ${Math.round(first.uploadMs)} ms, done in ${Math.round(first.totalMs)} ms, peak RSS so far ${mb(peakRss)} MB`);
    // --first-only: the first import, the baseline and nothing else (the slow "before" runs).
    const second = args.has('first-only') ? first : await runImport();
    console.log(`second import (same file): ${Math.round(second.totalMs)} ms`);
    const exportStarted = performance.now();
    const exported = await app.inject({ method: 'GET', url: '/api/v1/export?format=json', headers });
    const exportMs = performance.now() - exportStarted;
    const baseline = await baselineRowsPerSecond(app, rows, baselineUser.userId);
    const rate = rows / (first.totalMs / 1000);

    const result = {
      backend: postgresUrl ? 'postgres' : 'pglite',
      date: new Date().toISOString(),
      loadAverage: { before: loadBefore.map((value) => Math.round(value * 100) / 100), after: loadavg().map((value) => Math.round(value * 100) / 100) },
      rows,
      baselineRowsPerSecond: Math.round(baseline),
      importRatioToBaseline: Math.round((rate / baseline) * 1000) / 1000,
      importCpuMsPerRow: Math.round((importCpuMs / rows) * 100) / 100,
      fileBytes: file.length,
      catalogue: byIsbn + byTitle,
      seedMs: Math.round(seedMs),
      firstImport: { uploadMs: Math.round(first.uploadMs), totalMs: Math.round(first.totalMs), rowsPerSecond: Math.round(rate), status: first.job.status, counts: first.job.counts },
      secondImport: { totalMs: Math.round(second.totalMs), counts: second.job.counts },
      export: { ms: Math.round(exportMs), bytes: exported.body.length, status: exported.statusCode },
      peakRssMb: mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024)),
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(join(RESULTS_DIR, `import-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(result, null, 2));
    const accounted = Object.entries(first.job.counts).filter(([name]) => name !== 'matched' && name !== 'created').reduce((sum, [, n]) => sum + n, 0);
    if (first.job.total !== rows || accounted !== rows) throw new Error(`rows not accounted for: ${JSON.stringify(first.job)}`);
  } finally {
    clearInterval(sampler);
    // The PostgreSQL catalogue is kept for the next run; the bench's accounts and their shelves are not.
    if (benchUsers.length > 0) await app.database.db.delete(users).where(inArray(users.userId, benchUsers)).catch(() => undefined);
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
