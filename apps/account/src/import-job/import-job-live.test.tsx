import { buildImportJob, buildImportRow, media, mockDb, users } from '@shelfmark/testing';
import type { ImportCounts, ImportRow } from '@shelfmark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_MS } from '@shelfmark/api-client/imports';
import { startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

/** These tests watch real one-second polls; a busy machine needs the room. */
const POLLING_TEST_TIMEOUT_MS = 30_000;
/** What the next poll shows, or a refetch it sets off, can take a few seconds on a loaded machine. */
const nextPoll = { timeout: 4 * IMPORT_POLL_MS };

const NONE: ImportCounts = { imported: 0, matched: 0, created: 0, skipped: 0, failed: 0, review: 0 };

const arrival = buildImportRow({
  id: 1,
  title: 'Arrival',
  type: 'movie',
  state: 'imported',
  outcome: 'matched',
  mediaID: media.arrival.mediaID,
  rating: 9,
  confidence: 0.93,
  candidates: [{ mediaID: media.arrival.mediaID, title: 'Arrival', creator: 'Denis Villeneuve', type: 'movie', confidence: 0.93 }],
});
const pilot = buildImportRow({ id: 2, title: 'Pilot', type: 'movie', state: 'skipped', reason: 'IMDb episodes are not imported: Shelfmark keeps the show, not its episodes' });
const samurai = buildImportRow({ id: 3, title: 'Seven Samurai', type: 'movie', rating: 9, reason: 'No catalogue record matches this row' });
const nameless = buildImportRow({ id: 4, title: '', type: 'movie', state: 'failed', reason: 'The row has no title' });
const amelie = buildImportRow({ id: 5, title: 'Amélie', type: 'movie', rating: 8, reason: 'Uncertain match: the closest record (“Amelia”) scores 0.72' });
/** A paragraph by its whole text, when parts of it sit in their own elements. */
const paragraph = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
const pending = (row: ImportRow): ImportRow => ({ ...row, state: 'pending', outcome: null, reason: null, mediaID: null, confidence: null });

/** An IMDb import of the reader's that the test's polls walk through, rows arriving batch by batch. */
function runningImdbImport() {
  mockDb.imports.unshift({
    userID: users.reader.userID,
    job: buildImportJob({ id: 9, source: 'imdb', fileName: 'ratings.csv', status: 'running', total: 60, startedAt: '2026-11-22T10:00:00.000Z' }),
    rows: [arrival, pilot, samurai, nameless, amelie].map(pending),
    nextPolls: [
      // The first load: two seconds in, no pace yet.
      { processed: 4, counts: { ...NONE, imported: 1, matched: 1, skipped: 1, review: 1, failed: 1 }, rows: [arrival, pilot, samurai, nameless] },
      { processed: 30, rowsPerSecond: 14.6, estimatedSecondsLeft: 3, counts: { ...NONE, imported: 26, matched: 26, skipped: 1, review: 2, failed: 1 }, rows: [amelie] },
      {
        status: 'needs_review',
        processed: 60,
        rowsPerSecond: null,
        estimatedSecondsLeft: null,
        notices: ['IMDb ratings are 1–10, as on Shelfmark: they were kept as they are.'],
      },
    ],
  });
}

describe('an import while it runs', () => {
  it('shows the pace and the time left, and fills the inbox and the row lists as rows arrive', async () => {
    runningImdbImport();
    signInAs('reader');
    renderAccount('/imports/9');
    expect(await screen.findByText('4 of 60 rows processed', {}, nextPoll)).toBeInTheDocument();
    expect(screen.getByText('Working out the time left...')).toBeInTheDocument();

    // Rows already settled show while the job runs, each saying what became of it.
    const inbox = await screen.findByRole('region', { name: 'Review (1 row)' }, nextPoll);
    expect(within(inbox).getByText('More rows arrive here while the import runs; you can settle these already.')).toBeInTheDocument();
    expect(await within(inbox).findByRole('listitem', { name: 'Seven Samurai' }, nextPoll)).toHaveTextContent('No catalogue record matches this row');
    const matched = screen.getByRole('region', { name: 'Matched rows' });
    const matchedArrival = await within(matched).findByRole('listitem', {}, nextPoll);
    expect(matchedArrival).toHaveTextContent('Matched to Arrival');
    expect(matchedArrival).toHaveTextContent('93% match');
    expect(within(matchedArrival).getByRole('link', { name: 'Arrival' })).toHaveAttribute('href', `/movie/${media.arrival.mediaID}`);
    expect(await within(screen.getByRole('region', { name: 'Rows that could not be imported' })).findByText('The row has no title', {}, nextPoll)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Skipped rows' })).findByText(
        'IMDb episodes are not imported: Shelfmark keeps the show, not its episodes',
        {},
        nextPoll,
      ),
    ).toBeInTheDocument();

    // The next batch: the pace, and a new row joins the inbox after the ones already there.
    expect(await screen.findByText(paragraph('About 5 seconds left · 15 rows a second'), {}, nextPoll)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '30');
    await screen.findByRole('region', { name: 'Review (2 rows)' }, nextPoll);
    await waitFor(() => expect(within(inbox).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual(['Seven Samurai', 'Amélie']), nextPoll);

    // Through: no estimate any more, and what the server says of the whole file.
    expect(await screen.findByText('60 of 60 rows processed', {}, nextPoll)).toBeInTheDocument();
    expect(screen.queryByText(/left ·/)).not.toBeInTheDocument();
    expect(screen.queryByText(/More rows arrive here/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('list', { name: 'About this file' })).toHaveTextContent('IMDb ratings are 1–10, as on Shelfmark: they were kept as they are.');
  }, POLLING_TEST_TIMEOUT_MS);

  it('settles an inbox row while the job runs on', async () => {
    runningImdbImport();
    mockDb.imports[0]?.nextPolls.splice(1);
    signInAs('reader');
    renderAccount('/imports/9');
    const inbox = await screen.findByRole('region', { name: 'Review (1 row)' }, nextPoll);
    const row = await within(inbox).findByRole('listitem', { name: 'Seven Samurai' }, nextPoll);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Create from this row' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Review/ })).not.toBeInTheDocument(), nextPoll);
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Created').nextElementSibling).toHaveTextContent('1');
    // Settling the inbox does not finish a job that is still reading its file.
    expect(screen.getByText('Importing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your library' })).not.toBeInTheDocument();
  }, POLLING_TEST_TIMEOUT_MS);
});
