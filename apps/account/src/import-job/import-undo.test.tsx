import { buildImportJob, buildImportRow, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_MS } from '@shelfmark/api-client/imports';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

/** A loaded machine renders the first screen of a file slowly; these allow for it. */
const SLOW = { timeout: 4_000 };
const TEST_TIMEOUT_MS = 15_000;

const undoCalls = () => mockDb.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/undo'));

async function openProcessedImport() {
  signInAs('reader');
  renderAccount('/imports/1');
  await screen.findByRole('region', { name: 'Review (2 rows)' }, SLOW);
  return userEvent.setup();
}

describe('undoing a whole import', { timeout: TEST_TIMEOUT_MS }, () => {
  it('asks first, saying what goes back and what is kept, and Cancel changes nothing', async () => {
    const user = await openProcessedImport();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo this import?' });
    expect(dialog).toHaveTextContent('Everything this import added to your shelves or changed on them goes back to how it was');
    expect(dialog).toHaveTextContent('Whatever you changed yourself since the import is kept.');
    expect(dialog).toHaveTextContent('Rows waiting for your review are closed.');
    expect(dialog).not.toHaveTextContent('The import stops first');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(undoCalls()).toEqual([]);
  });

  it('undoes it: says what went back, closes the inbox and its matches, keeps the failed and skipped rows', async () => {
    const user = await openProcessedImport();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo import' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'This import was undone' }, SLOW);
    expect(heading).toHaveFocus();
    const notice = screen.getByRole('region', { name: 'This import was undone' });
    expect(notice).toHaveTextContent(/Undone on .*2026: what it added to your shelves or changed on them has gone back\./);
    expect(notice).toHaveTextContent('Import undone. 3 items removed from your shelves');
    expect(undoCalls()).toHaveLength(1);
    expect(screen.getByText('Undone', { selector: '.account-status' })).toBeInTheDocument();
    expect(screen.getByText('The import was undone')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Matched rows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rows that could not be imported' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Skipped rows' })).toBeInTheDocument();
  });

  it('lists what was kept because it changed after the import', async () => {
    const job = mockDb.imports[0];
    if (job) {
      job.undo = {
        removedEntries: 1,
        restoredEntries: 1,
        removedRecords: 4,
        kept: ['A reading of “Dune” is kept: you changed it or wrote in it since the import', 'Tag “desert” is kept: you have used it since the import'],
      };
    }
    const user = await openProcessedImport();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo import' }));
    const notice = await screen.findByRole('region', { name: 'This import was undone' }, SLOW);
    expect(notice).toHaveTextContent(
      'Import undone. 1 item removed from your shelves · 1 item put back as it was · 4 readings, journal entries, tags and recommendations removed',
    );
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A reading of “Dune” is kept: you changed it or wrote in it since the import',
      'Tag “desert” is kept: you have used it since the import',
    ]);
  });

  it("shows the server's message when the undo fails, and tries again", async () => {
    server.use(http.post('*/api/v1/imports/:id/undo', () => HttpResponse.json({ message: 'The database is busy, try again' }, { status: 503 }), { once: true }));
    const user = await openProcessedImport();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo import' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The database is busy, try again');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Review (2 rows)' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'This import was undone' }, SLOW)).toBeInTheDocument();
  });

  it('stops an import that is still running, and its polling', async () => {
    mockDb.imports.unshift({
      userID: users.reader.userID,
      job: buildImportJob({ id: 9, status: 'running', total: 500, processed: 100, startedAt: '2026-11-22T10:00:00.000Z' }),
      rows: [buildImportRow({ id: 1, title: 'Unread', state: 'pending' })],
      nextPolls: [],
    });
    signInAs('reader');
    renderAccount('/imports/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }, SLOW));
    expect(screen.getByRole('dialog')).toHaveTextContent('The import stops first: rows it has not read yet are skipped.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo import' }));
    await screen.findByRole('heading', { level: 2, name: 'This import was undone' }, SLOW);
    expect(screen.getByText('500 of 500 rows processed')).toBeInTheDocument();
    const polls = () => mockDb.calls.filter((call) => call.method === 'GET' && call.path === '/imports/9').length;
    const after = polls();
    await new Promise((done) => setTimeout(done, 1.5 * IMPORT_POLL_MS));
    expect(polls()).toBe(after);
  });

  it('an import undone earlier says so with its date, and offers no undo', async () => {
    mockDb.imports.unshift({
      userID: users.reader.userID,
      job: buildImportJob({ id: 9, status: 'undone', total: 2, processed: 2, undoneAt: '2026-11-21T08:00:00.000Z', finishedAt: '2026-11-20T09:05:00.000Z' }),
      rows: [],
      nextPolls: [],
    });
    signInAs('reader');
    renderAccount('/imports/9');
    const notice = await screen.findByRole('region', { name: 'This import was undone' }, SLOW);
    expect(notice).toHaveTextContent('Undone on Nov 21, 2026');
    expect(notice).not.toHaveTextContent('Import undone.');
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '2'));
  });
});
