import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportJob, UserMediaSummary } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traktZip } from './testing/trakt-zip';
import { importAndWait, postImport } from './testing/upload';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';

const fixtures = join(import.meta.dirname, 'formats/fixtures');
const file = (name: string) => ({ name: name.split('/').pop() ?? name, data: readFileSync(join(fixtures, name)) });

describe('imports from IMDb, Trakt, Hardcover, Yamtrack and Ryot', () => {
  let server: TestApp;
  const get = <T>(url: string, account: Account) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers }).then((r) => r.json<T>());
  const shelf = (account: Account) => get<UserMediaSummary[]>('/usermedias/library/page?library=recent&pageNumber=1&pageSize=100&sortBy=recent&asc=false', account);
  /** Everything on the shelf, as the archive says it (readings, journal, tags…), without the moment it was written. */
  const snapshot = async (account: Account) => {
    const archive = JSON.parse((await server.app.inject({ method: 'GET', url: '/api/v1/export?format=json', headers: account.headers })).body);
    return { library: archive.library, recommendations: archive.recommendations };
  };

  beforeAll(async () => {
    server = await buildTestApp();
    const kurosawa = await createCreator(server.app, 'Akira Kurosawa');
    await createMedia(server.app, { type: 'movie', title: 'Seven Samurai', creators: [kurosawa], publication: '1954-04-26' });
    await createMedia(server.app, { type: 'movie', title: 'The Matrix', publication: '1999-03-31' });
    await createMedia(server.app, { type: 'movie', title: 'Perfect Blue', publication: '1998-02-28' });
    await createMedia(server.app, { type: 'tvshow', title: 'Chernobyl', publication: '2019-05-06' });
    await createMedia(server.app, { type: 'tvshow', title: 'Breaking Bad', publication: '2008-01-20' });
    await createMedia(server.app, { title: 'Dune', isbn: '9780441172719', creators: [await createCreator(server.app, 'Frank Herbert')] });
    await createMedia(server.app, { title: 'Piranesi', isbn: '9781635575637', creators: [await createCreator(server.app, 'Susanna Clarke')] });
    await createMedia(server.app, { type: 'videogame', title: 'Hades' });
  });
  afterAll(() => server.close());

  it.each([
    // The Matrix has no creators in this catalogue while the file names its directors: it waits in review.
    ['imdb', file('imdb/ratings.csv'), { total: 25, skipped: 3, imported: 3 }],
    ['imdb', file('imdb/watchlist.csv'), { total: 7, skipped: 0, imported: 1 }],
    ['trakt', { name: 'trakt-export.zip', data: traktZip() }, { total: 18, skipped: 1, imported: 5 }],
    ['hardcover', file('hardcover_export.csv'), { total: 14, failed: 1, imported: 2 }],
    ['yamtrack', file('yamtrack_export.csv'), { total: 12, skipped: 1, imported: 4 }],
    ['ryot', file('ryot_export.json'), { total: 12, skipped: 1, imported: 6 }],
  ] as const)('imports a %s export (%#), and a second run changes nothing', async (source, upload, counts) => {
    const account = await createAccount(server.app);
    const job = await importAndWait(server.app, account, source, upload);
    expect(job).toMatchObject({ total: counts.total, processed: counts.total, counts: { imported: counts.imported, skipped: 'skipped' in counts ? counts.skipped : 0 } });
    if ('failed' in counts) expect(job.counts.failed).toBe(counts.failed);
    const before = await snapshot(account);
    expect(before.library).toHaveLength(counts.imported);
    // Yamtrack's decimal scores and Ryot's ratings out of 100 are rounded, and the summary says so.
    expect(job.notices).toHaveLength(source === 'yamtrack' || source === 'ryot' ? 1 : 0);
    const again = await importAndWait(server.app, account, source, upload);
    expect(again.counts).toMatchObject({ imported: 0, skipped: counts.imported + ('skipped' in counts ? counts.skipped : 0) });
    expect(await snapshot(account)).toEqual(before);
  });

  it('writes what each file says: ratings, readings, reviews, favourites, journal', async () => {
    const account = await createAccount(server.app);
    await importAndWait(server.app, account, 'trakt', { name: 'trakt.zip', data: traktZip() });
    await importAndWait(server.app, account, 'hardcover', file('hardcover_export.csv'));
    const { library } = await snapshot(account);
    const byStatus = Object.fromEntries(library.map((entry: { status: string; rating: number }) => [entry.status, true]));
    expect(byStatus).toMatchObject({ read: true, currentlyReading: true });
    const entries = await shelf(account);
    const samurai = entries.find((entry) => entry.media.title === 'Seven Samurai');
    expect(samurai).toMatchObject({ status: 'read', rating: 9, favorited: true });
    const detail = await get<{ readings: unknown[]; review: string }>(`/usermedias/${samurai?.usermediaID}`, account);
    expect(detail.readings).toHaveLength(2);
    expect(detail.review).toMatch(/^Three hours/);
    const dune = entries.find((entry) => entry.media.title === 'Dune');
    expect(dune).toMatchObject({ status: 'read', rating: 10, favorited: true, tags: [{ tagValue: 'owned' }, { tagValue: 'Space Opera' }] });
    const duneDetail = await get<{ entries: { title: string; body: string }[] }>(`/usermedias/${dune?.usermediaID}`, account);
    expect(duneDetail.entries).toMatchObject([{ title: 'Private notes (Hardcover)', body: 'Re-read the appendices next time.' }]);
    expect(entries.find((entry) => entry.media.title === 'Piranesi')).toMatchObject({ status: 'currentlyReading', currentReading: { readingID: expect.any(Number) } });
  });

  it.each([
    ['imdb', file('goodreads_library_export.csv'), /^This is not a IMDb export|lacks the columns Const/],
    ['trakt', file('hardcover_export.csv'), /^This is not a zip file/],
    ['hardcover', file('yamtrack_export.csv'), /^This is not a Hardcover export/],
    ['yamtrack', file('hardcover_export.csv'), /^This is not a Yamtrack export/],
    ['ryot', file('yamtrack_export.csv'), /^This is not a Ryot export: the file is not JSON/],
    ['ryot', { name: 'ryot.json', data: Buffer.from('{"metadata": []}') }, /^The file has no rows to import/],
  ])('refuses a bad %s file with 400, storing nothing (%#)', async (source, upload, message) => {
    const account = await createAccount(server.app);
    const response = await postImport(server.app, account, source, upload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await get<ImportJob[]>('/imports', account)).toEqual([]);
  });
});
