import { and, eq, inArray, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/data/demo-shelf';
import { seedDemo } from '../seed/seed-demo';
import { migrationsFolder } from '../paths';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { importJobs, importRows, readings, userMedia, users } from './schema';

/**
 * Migration 0015 on a copy of the demo data (ADR 0026): the demo is loaded, the database is put
 * back as it was before 0015 (the column gone), and 0015's statements run again.
 */
describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('migration 0015: old finishes get an estimated reading', () => {
  let server: TestApp;
  let token: string;
  let demoUserId: number;
  const before = new Map<number, number>();
  let undated: { usermediaId: number; status: string; createdAt: Date }[] = [];
  let changedByImport: { usermediaId: number; at: Date };

  const db = () => server.app.database.db;
  const get = async (url: string) => (await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } })).json();

  beforeAll(async () => {
    server = await buildTestApp();
    await seedDemo(db(), server.app.covers);
    const [demo] = await db().select({ userId: users.userId }).from(users).where(eq(users.username, DEMO_ACCOUNT.username));
    if (!demo) throw new Error('no demo user');
    demoUserId = demo.userId;
    const finished = await db()
      .select({ usermediaId: userMedia.usermediaId, status: userMedia.status, createdAt: userMedia.createdAt, readings: sql<number>`(select count(*)::int from readings r where r.usermedia_id = user_media.usermedia_id)`, journal: sql<number>`(select count(*)::int from entries e where e.usermedia_id = user_media.usermedia_id)` })
      .from(userMedia)
      .where(and(eq(userMedia.userId, demoUserId), inArray(userMedia.status, ['read', 'DNF'])));
    for (const row of finished) before.set(row.usermediaId, row.readings);
    undated = finished.filter((row) => row.readings === 0);

    // The demo shelf dates every finish now; four of them lose their readings, as shelves kept
    // before the rule had them. The first is an old finish whose status an import set, two years
    // after the entry was created.
    const [first, ...others] = finished.filter((row) => row.readings > 0 && row.journal === 0 && row.status === 'read').slice(0, 3);
    const dnf = finished.find((row) => row.readings > 0 && row.journal === 0 && row.status === 'DNF');
    if (!first || others.length < 2 || !dnf) throw new Error('the demo shelf has too few finished readings');
    for (const row of [first, ...others, dnf]) await db().delete(readings).where(eq(readings.usermediaId, row.usermediaId));
    const at = new Date(first.createdAt.getTime() + 2 * 365 * 86_400_000);
    const [job] = await db().insert(importJobs).values({ userId: demoUserId, source: 'goodreads', fileName: 'old.csv', status: 'done', finishedAt: at }).returning({ jobId: importJobs.jobId });
    const change = { kind: 'entry-updated', usermediaId: first.usermediaId, before: { status: 'TBR' }, after: { status: first.status } };
    await db()
      .insert(importRows)
      .values({ jobId: job?.jobId ?? 0, userId: demoUserId, rowNumber: 1, state: 'imported', type: 'book', title: 'x', creator: 'y', sourceKey: 'k', contentHash: 'h', data: {}, changes: [change] });
    changedByImport = { usermediaId: first.usermediaId, at };
    undated.push(first, ...others, dnf);

    await db().execute(sql`alter table readings drop column estimated`);
    // The migration's own statements, as the migrator runs them (later migrations stay applied).
    for (const statement of readFileSync(join(migrationsFolder, '0015_estimated_readings.sql'), 'utf8').split('--> statement-breakpoint')) {
      await db().execute(sql.raw(statement));
    }

    const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } });
    token = signIn.json().token;
  }, 180_000);
  afterAll(() => server.close());

  it('has finished entries without a reading to migrate', () => {
    expect(undated.length).toBeGreaterThanOrEqual(4);
  });

  it('gives each finished entry without a reading one estimated reading, dated from the best date known', async () => {
    for (const entry of undated) {
      const rows = await db().select().from(readings).where(eq(readings.usermediaId, entry.usermediaId));
      expect(rows).toHaveLength(1);
      const expected = entry.usermediaId === changedByImport.usermediaId ? changedByImport.at : entry.createdAt;
      expect(rows[0]).toMatchObject({ estimated: true, status: entry.status, dateStarted: expected, dateFinished: expected, finishedPrecision: 'day' });
    }
  });

  it('leaves the entries that had readings as they were, none of them estimated', async () => {
    const migrated = new Set(undated.map((entry) => entry.usermediaId));
    for (const [usermediaId, count] of before) {
      if (migrated.has(usermediaId)) continue;
      const rows = await db().select().from(readings).where(eq(readings.usermediaId, usermediaId));
      expect(rows.map((row) => row.estimated)).toEqual(Array.from({ length: count }, () => false));
    }
  });

  it('makes last years’ shelves count: every read item is a dated finish, shown as estimated', async () => {
    const all = await get('/stats?year=all');
    expect(all.finishedUndated).toBe(0);
    const read = undated.find((entry) => entry.status === 'read' && entry.usermediaId !== changedByImport.usermediaId);
    if (!read) throw new Error('no read entry migrated');
    const entry = await get(`/usermedias/${read.usermediaId}`);
    expect(entry.readings).toMatchObject([{ estimated: true, status: 'read' }]);
    const inYear = await get(`/year/${read.createdAt.getUTCFullYear()}`);
    expect(inYear.items.map((item: { title: string }) => item.title)).toContain(entry.media.title);
  });
});
