import type { UserMedia, UserMediaSummary } from '@shelfmark/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIds } from '../db/schema';
import { GOODREADS_HEADER } from './export/goodreads';
import { importAndWait } from './testing/upload';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator, createMedia } from '../testing/catalog';
import { setStatusOnly, shelve, shelveWithoutReadings } from '../testing/library';

/**
 * The Goodreads and Letterboxd exports, each imported back through Shelfmark's own importer of
 * that format into another account: everything the format can hold comes back.
 */
describe('exports others can read', () => {
  let server: TestApp;
  let reader: Account;
  const call = (account: Account, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const shelfOf = async (account: Account) => {
    const page = (await call(account, 'GET', '/usermedias/library/page?library=recent&pageNumber=1&pageSize=100&sortBy=recent&asc=false')).json<UserMediaSummary[]>();
    return Promise.all(page.map(async (entry) => (await call(account, 'GET', `/usermedias/${entry.usermediaID}`)).json<UserMedia>()));
  };
  const tagged = async (account: Account, usermediaId: number, value: string) => {
    const tag = (await call(account, 'POST', `/tags?tagValue=${encodeURIComponent(value)}`)).json().tagID as number;
    await call(account, 'PUT', `/usermedias/${usermediaId}/tags/${tag}`);
  };
  const finishedRead = async (account: Account, usermediaId: number, start: string, end: string) => {
    await call(account, 'POST', `/readings/${usermediaId}`, { start, end });
  };

  beforeAll(async () => {
    server = await buildTestApp();
    reader = await createAccount(server.app);
    const leGuin = await createCreator(server.app, 'Ursula K. Le Guin');
    const wizard = await createMedia(server.app, { title: 'A Wizard of Earthsea', isbn: '9780547773742', creators: [leGuin], numPages: 183, publication: '1968-01-01' });
    const tombs = await createMedia(server.app, { title: 'The Tombs of Atuan', creators: [leGuin], publication: '1970-01-01' });
    const dispossessed = await createMedia(server.app, { title: 'The Dispossessed', isbn: '0060512750', creators: [leGuin, await createCreator(server.app, 'Jo Walton')] });
    const lathe = await createMedia(server.app, { title: 'The Lathe of Heaven', creators: [leGuin] });
    const stalker = await createMedia(server.app, { type: 'movie', title: 'Stalker', publication: '1979-05-25', creators: [await createCreator(server.app, 'Andrei Tarkovsky')] });
    await server.app.database.db.insert(externalIds).values([
      { source: 'tmdb_movie', externalId: '1398', mediaId: stalker },
      { source: 'imdb', externalId: 'tt0079944', mediaId: stalker },
    ]);
    const solaris = await createMedia(server.app, { type: 'movie', title: 'Solaris', publication: '1972-03-20' });
    const mirror = await createMedia(server.app, { type: 'movie', title: 'Mirror', publication: '1975-03-07' });

    const wizardEntry = await shelve(server.app, reader, wizard, 'library');
    await finishedRead(reader, wizardEntry, '2021-03-01', '2021-03-10');
    await finishedRead(reader, wizardEntry, '2023-01-02', '2023-01-20');
    await setStatusOnly(server.app, wizardEntry, 'read');
    await call(reader, 'PATCH', `/usermedias/${wizardEntry}`, { rating: 10 });
    await call(reader, 'PATCH', `/usermedias/${wizardEntry}`, { review: 'Second read:\nbetter, "quotes", commas.' });
    await call(reader, 'PATCH', `/usermedias/${wizardEntry}`, { favorited: true });
    await tagged(reader, wizardEntry, 'fantasy');
    await tagged(reader, wizardEntry, 'Re-reads');
    await shelve(server.app, reader, tombs, 'TBR');
    const dispossessedEntry = await shelve(server.app, reader, dispossessed, 'library');
    await finishedRead(reader, dispossessedEntry, '2022-05-01', '2022-05-03');
    await setStatusOnly(server.app, dispossessedEntry, 'DNF');
    await call(reader, 'PATCH', `/usermedias/${dispossessedEntry}`, { rating: 4 });
    await shelve(server.app, reader, lathe, 'watch');

    const stalkerEntry = await shelve(server.app, reader, stalker, 'library');
    await finishedRead(reader, stalkerEntry, '2019-04-01', '2019-04-01');
    await finishedRead(reader, stalkerEntry, '2024-11-02', '2024-11-02');
    await setStatusOnly(server.app, stalkerEntry, 'read');
    await call(reader, 'PATCH', `/usermedias/${stalkerEntry}`, { rating: 9 });
    await call(reader, 'PATCH', `/usermedias/${stalkerEntry}`, { review: 'The Zone.\nThe room.' });
    await tagged(reader, stalkerEntry, 'tarkovsky');
    await tagged(reader, stalkerEntry, 'slow cinema');
    const solarisEntry = await shelveWithoutReadings(server.app, reader, solaris, 'read');
    await call(reader, 'PATCH', `/usermedias/${solarisEntry}`, { rating: 7 });
    await shelve(server.app, reader, mirror, 'TBR');
  });
  afterAll(() => server.close());

  it('writes the books in the 24 columns Goodreads writes, and imports back with everything Goodreads holds', async () => {
    const response = await call(reader, 'GET', '/export?format=goodreads');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="shelfmark-.+-\d{4}-\d{2}-\d{2}-goodreads\.csv"/);
    const [header, ...lines] = parse(response.body) as string[][];
    expect(header).toEqual([...GOODREADS_HEADER]);
    expect(lines).toHaveLength(4);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.Title === 'A Wizard of Earthsea')).toMatchObject({
      Author: 'Ursula K. Le Guin',
      'Author l-f': 'Guin, Ursula K. Le',
      ISBN: '="0547773749"',
      ISBN13: '="9780547773742"',
      'My Rating': '5',
      'Date Read': '2023/01/20',
      'Exclusive Shelf': 'read',
      Bookshelves: 'fantasy, re-reads, favorites',
      'My Review': 'Second read:<br/>better, "quotes", commas.',
      'Read Count': '2',
    });
    expect(rows.find((row) => row.Title === 'The Dispossessed')).toMatchObject({ 'Additional Authors': 'Jo Walton', 'Exclusive Shelf': 'did-not-finish', 'My Rating': '2' });

    const copy = await createAccount(server.app);
    const job = await importAndWait(server.app, copy, 'goodreads', { name: 'goodreads.csv', data: Buffer.from(response.body) });
    expect(job).toMatchObject({ status: 'done', counts: { imported: 4, review: 0, failed: 0 } });
    const original = await shelfOf(reader);
    const imported = await shelfOf(copy);
    const wholeStars = (rating: number) => (rating === 0 ? 0 : Math.round(rating / 2) * 2);
    const view = (entries: UserMedia[], rate: (rating: number) => number) =>
      entries
        .filter((entry) => entry.media.type === 'book')
        .map((entry) => ({
          title: entry.media.title,
          status: entry.status,
          rating: rate(entry.rating),
          review: entry.review,
          favorited: entry.favorited,
          tags: entry.tags.map((tag) => tag.tagValue.toLowerCase()).sort(),
          lastRead: entry.readings.filter((reading) => reading.dateFinished).at(-1)?.dateFinished?.slice(0, 10) ?? null,
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
    expect(view(imported, (rating) => rating)).toEqual(view(original, wholeStars));
  });

  it('writes the films seen in Letterboxd’s import CSV, one line a watch, and imports back with everything it holds', async () => {
    const response = await call(reader, 'GET', '/export?format=letterboxd');
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { Title: 'Stalker', Year: '1979', Rating: '4.5', WatchedDate: '2019-04-01', Rewatch: 'false', Review: '', Tags: 'slow cinema, tarkovsky', tmdbID: '1398', imdbID: 'tt0079944' },
      { Title: 'Stalker', Year: '1979', Rating: '4.5', WatchedDate: '2024-11-02', Rewatch: 'true', Review: 'The Zone.\nThe room.', Tags: 'slow cinema, tarkovsky', tmdbID: '1398', imdbID: 'tt0079944' },
      { Title: 'Solaris', Year: '1972', Rating: '3.5', WatchedDate: '', Rewatch: 'false', Review: '', Tags: '', tmdbID: '', imdbID: '' },
    ]);
    const copy = await createAccount(server.app);
    const job = await importAndWait(server.app, copy, 'letterboxd', { name: 'letterboxd.csv', data: Buffer.from(response.body) });
    expect(job).toMatchObject({ status: 'done', counts: { imported: 2, review: 0 } });
    const view = (entries: UserMedia[]) =>
      entries
        .filter((entry) => entry.media.type === 'movie' && entry.status === 'read')
        .map((entry) => ({
          title: entry.media.title,
          rating: entry.rating,
          review: entry.review,
          tags: entry.tags.map((tag) => tag.tagValue).sort(),
          watches: entry.readings.filter((reading) => !reading.estimated).map((reading) => reading.dateFinished?.slice(0, 10)),
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
    const copied = await shelfOf(copy);
    expect(view(copied)).toEqual(view(await shelfOf(reader)));
    // A film seen without a date is counted all the same: the import gives it an estimated viewing (ADR 0026).
    expect(copied.find((entry) => entry.media.title === 'Solaris')?.readings).toMatchObject([{ status: 'read', estimated: true }]);
  });
});
