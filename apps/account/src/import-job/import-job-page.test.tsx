import { buildImportJob, buildImportRow, mockDb, users } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_MS } from '@shelfmark/api-client/imports';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

/** Counts GET /imports/{id} calls from here on. */
function countPolls(): { count: number } {
  const polls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && /\/imports\/\d+$/.test(new URL(request.url).pathname)) polls.count += 1;
  });
  return polls;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** These tests watch real one-second polls; a busy machine needs the room. */
const POLLING_TEST_TIMEOUT_MS = 20_000;

/** A queued job of the reader's that runs through two polls into the review inbox. */
function runningJob() {
  const counts = { imported: 0, matched: 0, created: 0, skipped: 0, failed: 0, review: 0 };
  mockDb.imports.unshift({
    userID: users.reader.userID,
    job: buildImportJob({ id: 9, fileName: 'storygraph.csv', source: 'storygraph', status: 'queued' }),
    rows: [buildImportRow({ id: 1, title: 'Piranesi', creator: 'Susanna Clarke', reason: 'Nothing in the catalogue matches' })],
    // Each GET takes the next step; the first load sees it still queued.
    nextPolls: [
      {},
      { status: 'running', total: 4, processed: 2, counts: { ...counts, imported: 2, matched: 2 } },
      { status: 'needs_review', total: 4, processed: 4, counts: { ...counts, imported: 3, matched: 3, review: 1 } },
    ],
  });
}

describe('an import in progress', () => {
  it('polls about every second with a live count, and stops once the job waits for review', async () => {
    runningJob();
    const polls = countPolls();
    signInAs('reader');
    renderAccount('/imports/9');
    // The first render of a file is slow on a loaded machine; the job stays queued until a second after it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Import of storygraph.csv' }, { timeout: 5 * IMPORT_POLL_MS })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('The import is waiting to start');
    expect(screen.getByText('You can leave this page: the import carries on, and your imports list brings you back.')).toBeInTheDocument();

    expect(await screen.findByText('2 of 4 rows processed', {}, { timeout: 5 * IMPORT_POLL_MS })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText('Importing: 50% done')).toBeInTheDocument();

    expect(await screen.findByText('Import processed: 1 row needs your review', {}, { timeout: 5 * IMPORT_POLL_MS })).toBeInTheDocument();
    expect(screen.getByText('4 of 4 rows processed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Piranesi' })).toBeInTheDocument();
    const settled = polls.count;
    await wait(1.5 * IMPORT_POLL_MS);
    expect(polls.count).toBe(settled);
    server.events.removeAllListeners();
  }, POLLING_TEST_TIMEOUT_MS);

  it('stops polling when the page is left', async () => {
    runningJob();
    mockDb.imports[0]?.nextPolls.splice(2);
    const polls = countPolls();
    signInAs('reader');
    const { router } = renderAccount('/imports/9');
    expect(await screen.findByText('2 of 4 rows processed', {}, { timeout: 5 * IMPORT_POLL_MS })).toBeInTheDocument();
    await router.navigate('/');
    const left = polls.count;
    await wait(1.5 * IMPORT_POLL_MS);
    expect(polls.count).toBe(left);
    server.events.removeAllListeners();
  }, POLLING_TEST_TIMEOUT_MS);
});

describe('a processed import', () => {
  it('shows every count, the failed rows with their reasons and the skipped ones', async () => {
    signInAs('reader');
    renderAccount('/imports/1');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const count = (name: string) => within(summary).getByText(name).nextElementSibling?.textContent;
    expect([count('Imported'), count('Matched'), count('Created'), count('Skipped'), count('Failed'), count('To review')]).toEqual([
      '3',
      '2',
      '1',
      '1',
      '1',
      '2',
    ]);
    const failed = await screen.findByRole('region', { name: 'Rows that could not be imported' });
    expect(await within(failed).findByText('The row has no title')).toBeInTheDocument();
    expect(failed).toHaveTextContent('(no title)');
    expect(failed).toHaveTextContent('Line107');
    const skipped = screen.getByRole('region', { name: 'Skipped rows' });
    expect(await within(skipped).findByText('Already imported, nothing newer')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '7');
  });

  it('says why a whole job failed', async () => {
    mockDb.imports.unshift({
      userID: users.reader.userID,
      job: buildImportJob({ id: 8, status: 'failed', error: 'The zip holds no Letterboxd files', source: 'letterboxd', fileName: 'x.zip' }),
      rows: [],
      nextPolls: [],
    });
    signInAs('reader');
    renderAccount('/imports/8');
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be imported: The zip holds no Letterboxd files');
    expect(screen.getByRole('link', { name: 'Try another file' })).toHaveAttribute('href', '/imports');
  });

  it.each([
    ["another user's import", '/imports/2'],
    ['an unknown import', '/imports/77'],
    ['an id that is not a number', '/imports/abc'],
  ])('says Import not found for %s', async (_case, path) => {
    signInAs('reader');
    renderAccount(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Import not found');
    expect(screen.getByRole('link', { name: '← All imports' })).toHaveAttribute('href', '/imports');
  });
});
