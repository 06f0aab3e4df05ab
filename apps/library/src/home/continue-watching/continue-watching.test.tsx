import { addEntry, callsTo, episodeMedia, failCall, findEntry, mockDb, type MockEntry } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../../testing/make-media';
import { renderLibrary, startLibraryServer } from '../../testing/render-library';

startLibraryServer();

const show = episodeMedia.severance;

/** The show in progress: its first episodes watched in the current reading on a day. */
function watching(entry: MockEntry, submediaIDs: number[], watchedAt: string) {
  const readingID = entry.currentReading?.readingID ?? 0;
  mockDb.watches.push(...submediaIDs.map((submediaID) => ({ userID: entry.userID, usermediaID: entry.usermediaID, readingID, submediaID, watchedAt })));
}

async function continueRow() {
  return within(await screen.findByRole('region', { name: 'Continue watching' }, { timeout: 5000 }));
}

describe('Continue watching on Home', () => {
  it('shows each show’s next episode with a link to the show, above the switcher', async () => {
    watching(addEntry(show, 'currentlyReading', { usermediaID: 120 }), [201], '2022-02-19T20:00:00.000Z');
    renderLibrary('/');
    const row = await continueRow();
    expect(row.getByText('S1 · E2 — Half Loop')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Severance' })).toHaveAttribute('href', '/tvshow/20');
    // Episode 2 aired the day before the last watch: not new.
    expect(row.queryByText('New')).not.toBeInTheDocument();
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.textContent?.slice(0, 17));
    expect(sections.indexOf('Continue watching')).toBeLessThan(sections.indexOf('Home shelves'));
  });

  it('says "New" for an episode aired since the last watch, and when one still to come airs', async () => {
    const entry = addEntry(show, 'currentlyReading', { usermediaID: 120 });
    watching(entry, [201, 202], '2022-02-20T20:00:00.000Z');
    const other = addEntry({ ...show, mediaID: 30, title: 'Other' }, 'currentlyReading', { usermediaID: 130 });
    watching(other, [201, 202, 203, 204, 205], '2025-02-01T20:00:00.000Z');
    renderLibrary('/');
    const row = await continueRow();
    const cards = row.getAllByRole('article');
    // The last watched first.
    expect(within(cards[0] as HTMLElement).getByText('S2 · E3 — Who Is Alive?')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText(/^Airs /)).toHaveAttribute('dateTime', '2099-01-31');
    expect(within(cards[0] as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('New')).toBeInTheDocument();
  });

  it('marks the next episode with one click and shows the following one at once', async () => {
    watching(addEntry(show, 'currentlyReading', { usermediaID: 120 }), [201], '2022-02-19T20:00:00.000Z');
    renderLibrary('/');
    const row = await continueRow();
    await userEvent.click(row.getByRole('button', { name: 'Mark watched: Severance, S1 · E2 — Half Loop' }));
    expect(row.getByText('S1 · E3 — In Perpetuity')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/medias/20/watches').map((call) => call.body)).toEqual([{ submediaIDs: [202] }]));
    expect(findEntry(120)?.progress).toBe(2);
  });

  it('takes a show off the row when its last episode is marked, and offers "Mark as Seen" without doing it', async () => {
    const entry = addEntry(show, 'currentlyReading', { usermediaID: 120 });
    watching(entry, [201, 202, 203, 204, 205], '2025-02-01T20:00:00.000Z');
    addEntry(makeMedia('Middlemarch'), 'currentlyReading');
    renderLibrary('/');
    const row = await continueRow();
    await userEvent.click(row.getByRole('button', { name: /^Mark watched: Severance/ }));
    expect(await row.findByText('Every episode of Severance is watched.')).toBeInTheDocument();
    expect(row.queryByRole('article')).not.toBeInTheDocument();
    expect(findEntry(120)?.status).toBe('currentlyReading');
    await userEvent.click(row.getByRole('button', { name: 'Mark as Seen' }));
    await waitFor(() => expect(findEntry(120)?.status).toBe('read'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument());
  });

  it('lets the Seen offer go with "Not now", the show staying Currently Watching', async () => {
    watching(addEntry(show, 'currentlyReading', { usermediaID: 120 }), [201, 202, 203, 204, 205], '2025-02-01T20:00:00.000Z');
    renderLibrary('/');
    const row = await continueRow();
    await userEvent.click(row.getByRole('button', { name: /^Mark watched: Severance/ }));
    await userEvent.click(await row.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument());
    expect(callsTo('PATCH', '/usermedias/120')).toHaveLength(0);
    expect(findEntry(120)?.status).toBe('currentlyReading');
  });

  it('puts the row back and says so when marking fails', async () => {
    watching(addEntry(show, 'currentlyReading', { usermediaID: 120 }), [201], '2022-02-19T20:00:00.000Z');
    failCall('POST', '/medias/20/watches', 500);
    renderLibrary('/');
    const row = await continueRow();
    await userEvent.click(row.getByRole('button', { name: /^Mark watched: Severance/ }));
    expect(await row.findByText('Could not mark the episode watched. Please try again.')).toBeInTheDocument();
    expect(row.getByText('S1 · E2 — Half Loop')).toBeInTheDocument();
  });

  it('is not drawn when no show is in progress', async () => {
    addEntry(show, 'TBR', { usermediaID: 120 });
    renderLibrary('/');
    await screen.findByRole('heading', { level: 2, name: 'Favorites' }, { timeout: 5000 });
    await waitFor(() => expect(callsTo('GET', '/continue-watching')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).not.toBeInTheDocument();
  });
});
