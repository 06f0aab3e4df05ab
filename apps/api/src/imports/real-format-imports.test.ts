import type { ImportRowsPage } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { realFormatFile, realFormatZip } from './testing/real-format';
import { importAndWait } from './testing/upload';

interface ArchiveReading {
  dateStarted: string;
  dateFinished: string | null;
  status: string | null;
}
interface Archive {
  media: { mediaID: number; title: string; creators: { name: string }[] }[];
  library: { mediaID: number; status: string; progress: number; readings: ArchiveReading[] }[];
}

/** Real-format export files (formats/fixtures/real-format) through the API, one class of issue 27 item 6 each. */
describe('imports of exports as the services really write them', () => {
  let server: TestApp;
  const get = <T>(url: string, account: Account) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers }).then((r) => r.json<T>());
  const rowsOf = async (account: Account, jobId: number) => (await get<ImportRowsPage>(`/imports/${jobId}/rows?pageSize=100`, account)).rows;
  /** The shelf as the archive export writes it, entries by their record's title. */
  const shelf = async (account: Account) => {
    const archive = JSON.parse((await server.app.inject({ method: 'GET', url: '/api/v1/export?format=json', headers: account.headers })).body) as Archive;
    const titles = new Map(archive.media.map((media) => [media.mediaID, media.title]));
    return { archive, entry: (title: string) => archive.library.find((entry) => titles.get(entry.mediaID) === title) };
  };
  const days = (readings: ArchiveReading[] | undefined) => (readings ?? []).map((reading) => [reading.dateStarted.slice(0, 10), reading.dateFinished?.slice(0, 10) ?? null, reading.status]);

  beforeAll(async () => {
    server = await buildTestApp();
    await createMedia(server.app, { type: 'movie', title: 'Saint', publication: '2010-11-11' });
    await createMedia(server.app, { type: 'movie', title: 'Perfect Blue', publication: '1998-02-28' });
    await createMedia(server.app, { type: 'tvshow', title: 'Severance', publication: '2022-02-18' });
    await createMedia(server.app, { type: 'tvshow', title: 'Chernobyl', publication: '2019-05-06' });
    await createMedia(server.app, { type: 'tvshow', title: 'Sousou no Frieren', publication: '2023-09-29' });
    await createMedia(server.app, { type: 'tvshow', title: 'Shōgun', publication: '2024-02-27' });
  });
  afterAll(() => server.close());

  it('imports Yamtrack’s datetimes, and says on the row and the job what it could not read', async () => {
    const account = await createAccount(server.app);
    await importAndWait(server.app, account, 'yamtrack', { name: 'yamtrack.csv', data: realFormatFile('yamtrack_export.csv') });
    const { entry } = await shelf(account);
    expect(entry('Severance')).toMatchObject({ status: 'currentlyReading', progress: 3 });
    expect(days(entry('Severance')?.readings)).toEqual([['2025-01-17', null, null]]);

    const job = await importAndWait(server.app, account, 'goodreads', { name: 'goodreads.csv', data: realFormatFile('goodreads_library_export.csv') });
    expect(job.notices).toEqual([expect.stringMatching(/^One row has values Shelfmark could not read/)]);
    const architectures = (await rowsOf(account, job.id)).find((row) => row.title.startsWith('Building Evolutionary Architectures'));
    expect(architectures?.reason).toBe('Date Read “3/5/19” was not read: it is not a date Shelfmark knows; No catalogue record matches this row');
  });

  it('counts the same play twice on one day as one finished viewing', async () => {
    const account = await createAccount(server.app);
    await importAndWait(server.app, account, 'trakt', { name: 'trakt.zip', data: realFormatZip('trakt') });
    await importAndWait(server.app, account, 'yamtrack', { name: 'yamtrack.csv', data: realFormatFile('yamtrack_export.csv') });
    const { entry } = await shelf(account);
    expect(days(entry('Saint')?.readings)).toEqual([['2025-07-07', '2025-07-07', 'read']]);
    expect(days(entry('Perfect Blue')?.readings)).toEqual([['2025-10-30', '2025-10-30', 'read']]);
  });

  it('creates a record from a Hardcover row without its translator and narrators as creators', async () => {
    const account = await createAccount(server.app);
    const job = await importAndWait(server.app, account, 'hardcover', { name: 'hardcover.csv', data: realFormatFile('hardcover_export.csv') });
    const rows = await rowsOf(account, job.id);
    expect(rows.find((row) => row.title === 'Hyperion')).toMatchObject({ creator: 'Dan Simmons', state: 'review' });
    const bolano = rows.find((row) => row.title === '2666');
    expect(bolano?.creator).toBe('Roberto Bolaño');
    const created = await server.app.inject({ method: 'POST', url: `/api/v1/imports/${job.id}/rows/${bolano?.id}/resolve`, headers: account.headers, payload: { action: 'create' } });
    expect(created.statusCode).toBe(200);
    const { archive } = await shelf(account);
    expect(archive.media.find((media) => media.title === '2666')?.creators.map((creator) => creator.name)).toEqual(['Roberto Bolaño']);
  });

  it('makes an anime or a show watched episode by episode one viewing, first episode to last', async () => {
    const ryotAccount = await createAccount(server.app);
    await importAndWait(server.app, ryotAccount, 'ryot', { name: 'ryot.json', data: realFormatFile('ryot_export.json') });
    const ryot = (await shelf(ryotAccount)).entry;
    // Three episodes of an anime Ryot still has In Progress: one viewing, still going, from the first.
    expect(ryot('Sousou no Frieren')).toMatchObject({ status: 'currentlyReading', progress: 3 });
    expect(days(ryot('Sousou no Frieren')?.readings)).toEqual([['2023-09-29', null, null]]);
    expect(ryot('Shōgun')).toMatchObject({ status: 'read' });
    expect(days(ryot('Shōgun')?.readings)).toEqual([['2024-02-27', '2024-04-23', 'read']]);

    const yamtrackAccount = await createAccount(server.app);
    await importAndWait(server.app, yamtrackAccount, 'yamtrack', { name: 'yamtrack.csv', data: realFormatFile('yamtrack_export.csv') });
    const yamtrack = (await shelf(yamtrackAccount)).entry;
    expect(yamtrack('Chernobyl')).toMatchObject({ status: 'read', progress: 5 });
    expect(days(yamtrack('Chernobyl')?.readings)).toEqual([['2022-01-11', '2022-01-15', 'read']]);
  });
});
