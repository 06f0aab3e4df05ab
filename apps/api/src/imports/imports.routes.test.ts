import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_MAX_FILE_BYTES, type ImportJob, type ImportRow, type ImportRowsPage, type UserMediaSummary } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAndWait, postImport } from './testing/upload';
import { buildZip } from './testing/zip';
import { type Account, createAccount, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';

const fixtures = join(import.meta.dirname, 'formats/fixtures');
const goodreads = { name: 'goodreads_library_export.csv', data: readFileSync(join(fixtures, 'goodreads_library_export.csv')) };
const storygraph = { name: 'storygraph.csv', data: readFileSync(join(fixtures, 'storygraph_export.csv')) };
const letterboxdFiles = ['watched.csv', 'diary.csv', 'ratings.csv', 'reviews.csv', 'watchlist.csv'];
const letterboxd = () => ({
  name: 'letterboxd-export.zip',
  data: buildZip(letterboxdFiles.map((name) => ({ name, data: readFileSync(join(fixtures, 'letterboxd', name)) }))),
});

describe('imports', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let herbert: number;
  let dune: number;

  const get = <T>(url: string, account: Account) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers }).then((r) => r.json<T>());
  const resolve = (account: Account, jobId: number, rowId: number, payload: object) =>
    server.app.inject({ method: 'POST', url: `/api/v1/imports/${jobId}/rows/${rowId}/resolve`, headers: account.headers, payload });
  const shelf = (account: Account) => get<UserMediaSummary[]>('/usermedias/library/page?library=recent&pageNumber=1&pageSize=100&sortBy=recent&asc=false', account);
  const rowsOf = async (account: Account, jobId: number, state?: string) =>
    (await get<ImportRowsPage>(`/imports/${jobId}/rows?pageSize=100${state ? `&state=${state}` : ''}`, account)).rows;

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    herbert = await createCreator(server.app, 'Frank Herbert');
    dune = await createMedia(server.app, { title: 'Dune', isbn: '0441172717', creators: [herbert], numPages: 661 });
    await createMedia(server.app, { title: 'Dune Messiah', creators: [herbert] });
    await createMedia(server.app, { title: 'Le Petit Prince', creators: [await createCreator(server.app, 'Antoine de Saint-Exupéry')] });
    await createMedia(server.app, { title: 'Seven Samurai', type: 'movie', publication: '1954-01-01' });
  });
  afterAll(() => server.close());

  describe('POST /imports', () => {
    it('queues the file and answers 202 with the job', async () => {
      const account = await createAccount(server.app);
      const response = await postImport(server.app, account, 'goodreads', goodreads);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ source: 'goodreads', fileName: 'goodreads_library_export.csv', status: 'queued', total: 5, processed: 0, error: null, finishedAt: null });
      await server.app.importWorker.drain();
    });

    it.each([
      ['bogus', goodreads, 400, /^Unknown source “bogus”/],
      ['goodreads', null, 400, /^Choose a file/],
      ['goodreads', storygraph, 400, /^This is not a Goodreads export: The file lacks the columns Book Id/],
      ['storygraph', { name: 'x.csv', data: Buffer.from('Title,Authors,ISBN/UID,Read Status,Star Rating\n"Dune,Frank\n') }, 400, /broken quoting/],
      ['letterboxd', goodreads, 400, /^This is not a Letterboxd file/],
      ['shelfmark', goodreads, 400, /^This is not a Shelfmark export/],
      ['shelfmark', { name: 'a.json', data: Buffer.from('{"format":"shelfmark-export","version":9}') }, 400, /version 9/],
      ['goodreads', { name: 'big.csv', data: Buffer.alloc(IMPORT_MAX_FILE_BYTES + 10, 0x41) }, 413, /^The file is larger than 20 MB$/],
      ['goodreads', { name: 'list\u0000.csv', data: goodreads.data }, 400, /^Text cannot contain a NUL character/],
    ])('refuses source %s with a bad file (%#), storing nothing', async (source, file, status, message) => {
      const account = await createAccount(server.app);
      const response = await postImport(server.app, account, source, file);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(await get<ImportJob[]>('/imports', account)).toEqual([]);
    });

    it('refuses a body that is not multipart', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/v1/imports', headers: cast.owner.headers, payload: { source: 'goodreads' } });
      expect(response.statusCode).toBe(406);
    });

    it('needs a sign-in', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/v1/imports' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('a Goodreads import', () => {
    let account: Account;
    let job: ImportJob;

    beforeAll(async () => {
      account = await createAccount(server.app);
      job = await importAndWait(server.app, account, 'goodreads', goodreads);
    });

    it('accounts for every row', () => {
      expect(job).toMatchObject({ status: 'needs_review', total: 5, processed: 5, counts: { imported: 2, matched: 2, created: 0, skipped: 0, failed: 0, review: 3 } });
      expect(job.finishedAt).not.toBeNull();
    });

    it('imports ISBN and strong title matches with their shelf data', async () => {
      const rows = await rowsOf(account, job.id, 'imported');
      expect(rows.map((row) => [row.title, row.mediaID, row.candidates[0]?.confidence])).toEqual([
        ['Dune (Dune, #1)', dune, 1],
        ['Le Petit Prince', expect.any(Number), expect.any(Number)],
      ]);
      const entries = await shelf(account);
      const duneEntry = entries.find((entry) => entry.mediaID === dune);
      expect(duneEntry).toMatchObject({ status: 'read', rating: 10, favorited: true, tags: [{ tagValue: 'sci-fi' }] });
      const detail = await get<{ readings: unknown[]; review: string }>(`/usermedias/${duneEntry?.usermediaID}`, account);
      expect(detail.readings).toHaveLength(3);
      expect(detail.review).toContain('"chosen one"');
    });

    it('sends uncertain rows to review with candidates and a reason', async () => {
      const review = await rowsOf(account, job.id, 'review');
      expect(review.map((row) => row.title)).toEqual([
        "The Hitchhiker's Guide to the Galaxy (Hitchhiker's Guide to the Galaxy, #1)",
        'Cien años de soledad',
        'Ulysses',
      ]);
      expect(review[0]).toMatchObject({ reason: 'No catalogue record matches this row', candidates: [], status: 'TBR', rating: 8 });
    });

    it('resolves the inbox: match, create, skip; the job is then done', async () => {
      const [hitchhiker, cien, ulysses] = (await rowsOf(account, job.id, 'review')) as [ImportRow, ImportRow, ImportRow];
      const matched = await resolve(account, job.id, hitchhiker.id, { action: 'match', mediaID: dune });
      expect(matched.statusCode).toBe(200);
      expect(matched.json()).toMatchObject({ state: 'imported', outcome: 'matched', mediaID: dune });

      const created = await resolve(account, job.id, cien.id, { action: 'create' });
      expect(created.json()).toMatchObject({ state: 'imported', outcome: 'created', mediaID: expect.any(Number) });
      const record = await get<{ title: string; isbn: string; creators: { name: string }[] }>(`/medias/${created.json().mediaID}`, account);
      expect(record).toMatchObject({ title: 'Cien años de soledad', isbn: '9780060883287', creators: [{ name: 'Gabriel García Márquez' }, { name: 'Gregory Rabassa' }] });
      const queue = await get<{ title: string; details: string }[]>('/mediarequests?status=open', cast.librarian);
      expect(queue.find((request) => request.title === 'Cien años de soledad')?.details).toMatch(/^Added to the catalogue by an import from Goodreads/);

      expect((await resolve(account, job.id, ulysses.id, { action: 'skip' })).json()).toMatchObject({ state: 'skipped', reason: 'Skipped by you' });
      expect((await resolve(account, job.id, ulysses.id, { action: 'skip' })).statusCode).toBe(409);
      expect(await get<ImportJob>(`/imports/${job.id}`, account)).toMatchObject({
        status: 'done',
        counts: { imported: 4, matched: 3, created: 1, skipped: 1, failed: 0, review: 0 },
      });
      const cienEntry = (await shelf(account)).find((entry) => entry.mediaID === created.json().mediaID);
      expect(cienEntry).toMatchObject({ status: 'currentlyReading', currentReading: { readingID: expect.any(Number) } });
    });

    it('changes nothing when the same file comes again', async () => {
      const before = await shelf(account);
      const again = await importAndWait(server.app, account, 'goodreads', goodreads);
      expect(again).toMatchObject({ status: 'needs_review', counts: { imported: 0, skipped: 4, review: 1 } });
      expect(await shelf(account)).toEqual(before);
    });

    it('is the owner’s alone: others get 404', async () => {
      const [row] = await rowsOf(account, job.id);
      expect((await server.app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}`, headers: cast.other.headers })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}/rows`, headers: cast.admin.headers })).statusCode).toBe(404);
      expect((await resolve(cast.other, job.id, row?.id ?? 1, { action: 'skip' })).statusCode).toBe(404);
      expect((await get<ImportJob[]>('/imports', cast.other)).some((other) => other.id === job.id)).toBe(false);
    });
  });

  it('never overwrites a newer local status with an older imported one', async () => {
    const account = await createAccount(server.app);
    await shelve(server.app, account, dune, 'DNF');
    const job = await importAndWait(server.app, account, 'goodreads', goodreads);
    expect(job.status).not.toBe('failed');
    const entry = (await shelf(account)).find((item) => item.mediaID === dune);
    // Shelved today, so the export's 2024 read is older: the status stays, the empty rating is filled.
    expect(entry).toMatchObject({ status: 'DNF', rating: 10 });
  });

  it('imports a StoryGraph export', async () => {
    const account = await createAccount(server.app);
    const job = await importAndWait(server.app, account, 'storygraph', storygraph);
    expect(job).toMatchObject({ status: 'needs_review', total: 4, counts: { imported: 1, review: 3 } });
    const entry = (await shelf(account)).find((item) => item.mediaID === dune);
    expect(entry).toMatchObject({ status: 'read', rating: 10, tags: [{ tagValue: 're-reads' }, { tagValue: 'sci-fi' }] });
  });

  it('imports a Letterboxd export zip as movies', async () => {
    const account = await createAccount(server.app);
    const job = await importAndWait(server.app, account, 'letterboxd', letterboxd());
    expect(job).toMatchObject({ status: 'needs_review', total: 4, counts: { imported: 1, review: 3 } });
    const [samurai] = await rowsOf(account, job.id, 'imported');
    expect(samurai).toMatchObject({ title: 'Seven Samurai', type: 'movie', rating: 9, status: 'read' });
    const entry = (await shelf(account)).find((item) => item.mediaID === samurai?.mediaID);
    const detail = await get<{ readings: unknown[]; review: string }>(`/usermedias/${entry?.usermediaID}`, account);
    expect(detail.readings).toHaveLength(2);
    expect(detail.review).toMatch(/^Three hours/);
  });

  it('lists the caller’s jobs newest first and pages rows', async () => {
    const account = await createAccount(server.app);
    const first = await importAndWait(server.app, account, 'goodreads', goodreads);
    const second = await importAndWait(server.app, account, 'storygraph', storygraph);
    expect((await get<ImportJob[]>('/imports', account)).map((job) => job.id)).toEqual([second.id, first.id]);
    const page = await get<ImportRowsPage>(`/imports/${first.id}/rows?page=2&pageSize=2`, account);
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.rowNumber)).toEqual([4, 5]);
    const bad = await server.app.inject({ method: 'GET', url: `/api/v1/imports/${first.id}/rows?state=lost`, headers: account.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('fails a row without a title, saying so, and imports the rest', async () => {
    const account = await createAccount(server.app);
    const header = goodreads.data.toString('utf8').split('\n')[0];
    const file = { name: 'g.csv', data: Buffer.from(`${header}\n42,,Nobody,,,"=""""","=""""",0,0,,,,,,,2024/01/01,,,to-read,,,,0,0\n`) };
    const job = await importAndWait(server.app, account, 'goodreads', file);
    expect(job).toMatchObject({ status: 'done', counts: { failed: 1 } });
    expect((await rowsOf(account, job.id, 'failed'))[0]?.reason).toBe('The row has no title');
  });
});
