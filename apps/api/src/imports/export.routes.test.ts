import type { ImportJob } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Archive } from './rows/archive-format';
import { importAndWait } from './testing/upload';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia, createSeries } from '../testing/catalog';
import { setStatusOnly, shelve } from '../testing/library';

type Server = TestApp['app'];

const call = (app: Server, account: Account, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });

/** An account with something of everything the archive carries. */
async function populate(app: Server, account: Account): Promise<void> {
  const leGuin = await createCreator(app, 'Ursula K. Le Guin');
  const earthsea = await createSeries(app, 'Earthsea');
  const wizard = await createMedia(app, {
    title: 'A Wizard of Earthsea',
    isbn: '9780547773742',
    creators: [leGuin],
    genreIDs: [1, 12],
    seriesID: earthsea,
    seriesNum: 1,
    numPages: 183,
    publication: '1968-01-01',
    description: 'Ged, "Sparrowhawk", learns the true names.',
  });
  const tombs = await createMedia(app, { title: 'The Tombs of Atuan', creators: [leGuin], seriesID: earthsea, seriesNum: 2, numPages: 180 });
  const album = await createMedia(app, { type: 'album', title: 'Kind of Blue', creators: [await createCreator(app, 'Miles Davis')], submedia: [{ title: 'So What', overallnum: 1 }, { title: 'Freddie Freeloader', overallnum: 2 }] });
  const film = await createMedia(app, { type: 'movie', title: 'Stalker', publication: '1979-05-25', numPages: 161, parentguide: 'PG' });
  const unshelved = await createMedia(app, { title: 'The Dispossessed', creators: [leGuin] });

  const wizardEntry = await shelve(app, account, wizard, 'currentlyReading');
  await call(app, account, 'PATCH', `/usermedias/${wizardEntry}`, { rating: 9 });
  await call(app, account, 'PATCH', `/usermedias/${wizardEntry}`, { review: 'Second read:\nbetter, ünïcödé and "quotes", commas.' });
  await call(app, account, 'PATCH', `/usermedias/${wizardEntry}`, { favorited: true });
  await call(app, account, 'PATCH', `/usermedias/${wizardEntry}`, { progress: 42 });
  const current = (await call(app, account, 'GET', `/usermedias/${wizardEntry}`)).json().currentReading.readingID as number;
  await call(app, account, 'PATCH', `/readings/${current}`, { start: '2023-01-02', end: '2023-01-20' });
  await call(app, account, 'PATCH', `/usermedias/${wizardEntry}`, { status: 'library' });
  await call(app, account, 'PATCH', `/usermedias/${wizardEntry}`, { status: 'currentlyReading' });
  const second = (await call(app, account, 'GET', `/usermedias/${wizardEntry}`)).json().currentReading.readingID as number;
  await call(app, account, 'POST', `/entries/${wizardEntry}`, { title: 'Roke', body: 'The school on Roke.', time: '2023-01-05T10:00:00.000Z', page: 40, readingID: current });
  await call(app, account, 'POST', `/entries/${wizardEntry}`, { body: 'Again.', time: '2024-02-01T08:30:00.000Z', readingID: second });
  for (const value of ['fantasy', 'Re-reads']) {
    const tag = (await call(app, account, 'POST', `/tags?tagValue=${value}`)).json().tagID as number;
    await call(app, account, 'PUT', `/usermedias/${wizardEntry}/tags/${tag}`);
  }
  // Read in 2019, finished in June: partial dates, kept with their precision.
  const tombsEntry = await shelve(app, account, tombs, 'currentlyReading');
  const tombsReading = (await call(app, account, 'GET', `/usermedias/${tombsEntry}`)).json().currentReading.readingID as number;
  await call(app, account, 'PATCH', `/readings/${tombsReading}`, { start: '2019', end: '2019-06' });
  await call(app, account, 'PATCH', `/usermedias/${tombsEntry}`, { status: 'read' });
  const albumEntry = await shelve(app, account, album);
  await call(app, account, 'POST', `/readings/${albumEntry}`, { end: '2020' });
  await setStatusOnly(app, albumEntry, 'read');
  const song = (await call(app, account, 'GET', `/usermedias/${albumEntry}`)).json().media.submedia[1].usersubmediaID as number;
  await call(app, account, 'PATCH', `/usersubmedias/${song}`, { favorited: true });
  const filmEntry = await shelve(app, account, film);
  await call(app, account, 'POST', `/readings/${filmEntry}`, { start: '2021-05-01', end: '2021-05-02', status: 'DNF' });
  await setStatusOnly(app, filmEntry, 'DNF');
  await call(app, account, 'POST', '/recommendations', { mediaA: wizard, mediaB: tombs, note: 'Next in the series', reciprocal: true });
  await call(app, account, 'POST', '/recommendations', { mediaA: wizard, mediaB: unshelved });
}

async function exportOf(app: Server, account: Account, format = 'json') {
  return call(app, account, 'GET', `/export?format=${format}`);
}

/** The archive with its ids replaced by what the records are, and in an order that does not depend on ids. */
function withoutIds(archive: Archive) {
  const keyOf = new Map(archive.media.map(({ mediaID, ...record }) => [mediaID, JSON.stringify(record)]));
  const key = (id: number) => keyOf.get(id) ?? `missing ${id}`;
  return {
    format: archive.format,
    version: archive.version,
    media: [...keyOf.values()].sort(),
    library: archive.library.map(({ mediaID, ...entry }) => ({ media: key(mediaID), ...entry })).sort((a, b) => a.media.localeCompare(b.media)),
    recommendations: archive.recommendations.map((item) => ({ a: key(item.mediaA), b: key(item.mediaB), note: item.note })).sort((a, b) => (a.a + a.b).localeCompare(b.a + b.b)),
  };
}

describe('export', () => {
  let first: TestApp;
  let owner: Account;

  beforeAll(async () => {
    first = await buildTestApp();
    owner = await createAccount(first.app, 'user', 'reader_one');
    await populate(first.app, owner);
  });
  afterAll(() => first.close());

  it('streams the JSON archive as an attachment', async () => {
    const response = await exportOf(first.app, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="shelfmark-reader_one-${new Date().toISOString().slice(0, 10)}.json"`);
    const archive = response.json<Archive>();
    expect(archive).toMatchObject({ format: 'shelfmark-export', version: 2, user: { username: 'reader_one' } });
    expect(archive.media).toHaveLength(5);
    expect(archive.library).toHaveLength(4);
    expect(archive.recommendations).toHaveLength(3);
    const wizard = archive.library.find((entry) => entry.readings.length === 2);
    expect(wizard).toMatchObject({ status: 'currentlyReading', rating: 9, favorited: true, progress: 0, tags: ['fantasy', 'Re-reads'] });
    expect(wizard?.entries.map((entry) => entry.reading)).toEqual([1, 2]);
    expect(archive.library.find((entry) => entry.favoriteSubmedia.length > 0)?.favoriteSubmedia).toEqual([2]);
    expect(archive.library.find((entry) => entry.status === 'read' && entry.readings.length === 1)?.readings).toEqual([
      { dateStarted: '2019-01-01T00:00:00.000Z', dateFinished: '2019-06-01T00:00:00.000Z', status: 'read', dateStartedPrecision: 'year', dateFinishedPrecision: 'month' },
    ]);
  });

  it('writes the shelf as CSV for spreadsheets', async () => {
    const response = await exportOf(first.app, owner, 'csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="shelfmark-reader_one-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ Title: 'A Wizard of Earthsea', Creators: 'Ursula K. Le Guin', Status: 'currentlyReading', 'Status Label': 'Currently Reading', 'Rating (1-10)': '9', Tags: 'fantasy, Re-reads', 'Read Count': '2' });
    expect(rows[0]?.['Dates Read']).toMatch(/^2023-01-02\/2023-01-20, \d{4}-\d{2}-\d{2}\/$/);
    expect(rows.find((row) => row.Title === 'The Tombs of Atuan')?.['Dates Read']).toBe('2019/2019-06');
  });

  it('refuses an unknown format and needs a sign-in', async () => {
    expect((await exportOf(first.app, owner, 'xml')).statusCode).toBe(400);
    expect((await first.app.inject({ method: 'GET', url: '/api/v1/export' })).statusCode).toBe(401);
  });

  // Builds a second server: more time than one request.
  it('imports into an empty server and exports back the same archive, ids aside', { timeout: 120_000 }, async () => {
    const original = (await exportOf(first.app, owner)).json<Archive>();
    const second = await buildTestApp();
    try {
      const newcomer = await createAccount(second.app, 'user', 'reader_two');
      const data = Buffer.from(JSON.stringify(original));
      const job = await importAndWait(second.app, newcomer, 'shelfmark', { name: 'archive.json', data });
      expect(job).toMatchObject({ status: 'done', total: 4, counts: { imported: 4, created: 4, failed: 0, review: 0 } });
      const copy = (await exportOf(second.app, newcomer)).json<Archive>();
      expect(withoutIds(copy)).toEqual(withoutIds(original));

      // Again: nothing changes, every row is known.
      const again = await importAndWait(second.app, newcomer, 'shelfmark', { name: 'archive.json', data });
      expect(again.counts).toMatchObject({ imported: 0, skipped: 4 });
      expect(withoutIds((await exportOf(second.app, newcomer)).json<Archive>())).toEqual(withoutIds(original));

      // Into the account it came from: everything matches, nothing doubles.
      const home: ImportJob = await importAndWait(first.app, owner, 'shelfmark', { name: 'archive.json', data });
      expect(home.counts).toMatchObject({ imported: 4, matched: 4, created: 0 });
      expect(withoutIds((await exportOf(first.app, owner)).json<Archive>())).toEqual(withoutIds(original));
    } finally {
      await second.close();
    }
  });
});
