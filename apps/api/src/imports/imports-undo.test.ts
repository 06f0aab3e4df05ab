import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportJob, ImportRow, ImportRowsPage, ImportUndo, TagSummary, UserMediaSummary } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../db/schema';
import { runNextBatch } from './jobs/runner';
import { importAndWait, postImport } from './testing/upload';
import { insertEntry } from '../library/library-entries.repository';
import { insertReadings } from '../library/readings.repository';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { jpeg, multipart } from '../testing/multipart';

const goodreads = { name: 'goodreads_library_export.csv', data: readFileSync(join(import.meta.dirname, 'formats/fixtures/goodreads_library_export.csv')) };

describe('imports that show their work', () => {
  let server: TestApp;
  let dune: number;
  let petitPrince: number;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const get = async <T>(url: string, account: Account) => (await call('GET', url, account)).json<T>();
  const snapshot = async (account: Account) => {
    const archive = JSON.parse((await call('GET', '/export?format=json', account)).body);
    return { library: archive.library, tags: await get<TagSummary[]>('/tags/all', account) };
  };
  const undo = (account: Account, jobId: number) => call('POST', `/imports/${jobId}/undo`, account);

  /** A shelf from before the import: Dune to be read since 2010, with a reading of its own. */
  const shelfBefore = async () => {
    const account = await createAccount(server.app);
    const usermediaId = await insertEntry(server.app.database.db, account.userId, dune, 'TBR', { createdAt: new Date('2010-01-01T00:00:00Z') });
    await insertReadings(server.app.database.db, [
      { usermediaId: usermediaId ?? 0, dateStarted: new Date('2010-02-01T00:00:00Z'), dateFinished: new Date('2010-03-01T00:00:00Z'), status: 'DNF' },
    ]);
    return account;
  };

  beforeAll(async () => {
    server = await buildTestApp();
    dune = await createMedia(server.app, { title: 'Dune', isbn: '0441172717', creators: [await createCreator(server.app, 'Frank Herbert')], numPages: 661 });
    petitPrince = await createMedia(server.app, { title: 'Le Petit Prince', creators: [await createCreator(server.app, 'Antoine de Saint-Exupéry')] });
  });
  afterAll(() => server.close());

  it('undo puts the shelf back exactly as it was', async () => {
    const account = await shelfBefore();
    const before = await snapshot(account);
    const job = await importAndWait(server.app, account, 'goodreads', goodreads);
    expect(job.counts.imported).toBe(2);
    const during = await snapshot(account);
    expect(during).not.toEqual(before);
    expect(during.library.find((entry: { mediaID: number }) => entry.mediaID === dune)).toMatchObject({ status: 'read', rating: 10, favorited: true });

    const undone = await undo(account, job.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<ImportUndo>()).toMatchObject({ job: { status: 'undone', undoneAt: expect.any(String) }, removedEntries: 1, restoredEntries: 1, kept: [] });
    expect(await snapshot(account)).toEqual(before);
    // Undoing again changes nothing; the inbox of an undone import is closed.
    expect((await undo(account, job.id)).json<ImportUndo>()).toMatchObject({ removedEntries: 0, restoredEntries: 0 });
    expect(await snapshot(account)).toEqual(before);
    const [review] = (await get<ImportRowsPage>(`/imports/${job.id}/rows?state=review`, account)).rows as [ImportRow];
    expect((await call('POST', `/imports/${job.id}/rows/${review.id}/resolve`, account, { action: 'skip' })).json()).toEqual({ message: 'This import was undone' });
    // The same file imports again as new after an undo.
    const again = await importAndWait(server.app, account, 'goodreads', goodreads);
    expect(again.counts).toMatchObject({ imported: 2, skipped: 0 });
  });

  it('undo keeps what the user changed after the import', async () => {
    const account = await shelfBefore();
    const job = await importAndWait(server.app, account, 'goodreads', goodreads);
    const entries = await get<UserMediaSummary[]>('/usermedias/library/page?library=recent&pageNumber=1&pageSize=100&sortBy=recent&asc=false', account);
    const prince = entries.find((entry) => entry.mediaID === petitPrince);
    const duneEntry = entries.find((entry) => entry.mediaID === dune);
    // After the import: a journal entry on the new entry, a new rating on the merged one.
    await call('POST', `/entries/${prince?.usermediaID}`, account, { body: 'Read it to my niece.' });
    await call('PATCH', `/usermedias/${duneEntry?.usermediaID}`, account, { rating: 6 });

    const undone = (await undo(account, job.id)).json<ImportUndo>();
    expect(undone.kept).toEqual(['“Le Petit Prince” stays on your shelf: you changed it after the import', '“Dune” keeps the changes you made after the import']);
    const after = await get<UserMediaSummary[]>('/usermedias/library/page?library=recent&pageNumber=1&pageSize=100&sortBy=recent&asc=false', account);
    // Dune's status and favourite go back; the rating set since stays.
    expect(after.find((entry) => entry.mediaID === dune)).toMatchObject({ status: 'TBR', rating: 6, favorited: false, tags: [] });
    // Le Petit Prince stays with the user's journal entry, without the import's tag.
    expect(after.find((entry) => entry.mediaID === petitPrince)).toMatchObject({ tags: [] });
  });

  it('fills the inbox while the job runs, with its pace and an estimate', { timeout: 60_000 }, async () => {
    const account = await createAccount(server.app);
    await server.app.importWorker.stop();
    try {
      const job = (await postImport(server.app, account, 'goodreads', goodreads)).json<ImportJob>();
      expect(job).toMatchObject({ status: 'queued', startedAt: null, rowsPerSecond: null, estimatedSecondsLeft: null });
      expect(await runNextBatch(server.app.database.db, () => undefined, 3)).toBe(true);
      // Pretend the first batch took ten seconds.
      await server.app.database.db.update(importJobs).set({ startedAt: new Date(Date.now() - 10_000) }).where(eq(importJobs.jobId, job.id));
      const running = await get<ImportJob>(`/imports/${job.id}`, account);
      expect(running).toMatchObject({ status: 'running', processed: 3, total: 5, rowsPerSecond: 0.3, estimatedSecondsLeft: 7 });
      const inbox = await get<ImportRowsPage>(`/imports/${job.id}/rows?state=review`, account);
      expect(inbox.total).toBe(2);
      const matched = await get<ImportRowsPage>(`/imports/${job.id}/rows?state=imported&outcome=matched`, account);
      expect(matched.rows).toMatchObject([{ title: 'Dune (Dune, #1)', confidence: 1 }]);
      const [first] = inbox.rows as [ImportRow];
      expect((await call('POST', `/imports/${job.id}/rows/${first.id}/resolve`, account, { action: 'skip' })).statusCode).toBe(200);
      while (await runNextBatch(server.app.database.db, () => undefined, 3));
      expect(await get<ImportJob>(`/imports/${job.id}`, account)).toMatchObject({ status: 'needs_review', processed: 5, estimatedSecondsLeft: null });
    } finally {
      server.app.importWorker.start();
    }
  });

  // Last: the book it adds again stays in the catalogue.
  it('undo removes the cover of a record it removes, so whoever adds the book again sets its first cover', async () => {
    const account = await createAccount(server.app);
    const job = await importAndWait(server.app, account, 'goodreads', goodreads);
    const cien = (await get<ImportRowsPage>(`/imports/${job.id}/rows?state=review`, account)).rows.find((row) => row.title === 'Cien años de soledad');
    const created = await call('POST', `/imports/${job.id}/rows/${cien?.id}/resolve`, account, { action: 'create' });
    expect(created.json()).toMatchObject({ outcome: 'created' });
    await server.app.covers.save('9780060883287', jpeg());

    expect((await undo(account, job.id)).json<ImportUndo>()).toMatchObject({ removedCatalogueRecords: 1 });
    expect(await server.app.covers.open('9780060883287')).toBeNull();

    const again = await call('POST', '/medias', account, { type: 'book', title: 'Cien años de soledad', isbn: '9780060883287', creators: [], genreIDs: [], restricted: false });
    expect(again.statusCode).toBe(201);
    const upload = multipart({ name: '9780060883287' }, { filename: 'cover.jpg', data: jpeg() });
    const cover = await server.app.inject({ method: 'POST', url: '/api/v1/covers', payload: upload.payload, headers: { ...upload.headers, ...account.headers } });
    expect(cover.statusCode).toBe(201);
  });
});
