import { addEntry, mockDb, putMedia, series, users } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, startLibraryServer } from '../testing/render-library';

startLibraryServer();

const THIS_YEAR = new Date().getFullYear();

describe('Home: your progress', () => {
  it('shows this year’s goals as "n of target — pace", linking to the stats', async () => {
    mockDb.goals.push({ userID: users.reader.userID, year: THIS_YEAR, type: 'book', target: 24 });
    addEntry(makeMedia('Finished this year'), 'read', {
      readings: [{ readingID: 801, dateStarted: `${THIS_YEAR}-01-01T09:00:00.000Z`, dateFinished: `${THIS_YEAR}-01-02T09:00:00.000Z`, status: 'read', entries: [] }],
    });
    renderLibrary('/');
    const card = await screen.findByRole('region', { name: `Your ${THIS_YEAR} goals` });
    expect(await within(card).findByText(/^1 of 24 — /)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Books goal' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(card).getByRole('link', { name: 'See your stats' })).toHaveAttribute('href', `/stats?year=${THIS_YEAR}`);
  });

  it('invites to set a goal when there is none, and lists the series under way with the next item', async () => {
    const first = makeMedia('A Wizard of Earthsea', 'Ursula Le Guin', { seriesID: series.earthsea.seriesID, series: series.earthsea, seriesNum: 1 });
    const second = makeMedia('The Tombs of Atuan', 'Ursula Le Guin', { seriesID: series.earthsea.seriesID, series: series.earthsea, seriesNum: 2 });
    mockDb.media = mockDb.media.filter((item) => item.seriesID !== series.earthsea.seriesID);
    putMedia(second);
    addEntry(first, 'read');
    renderLibrary('/');
    expect(await screen.findByRole('link', { name: 'Set a yearly goal' })).toHaveAttribute('href', `/stats?year=${THIS_YEAR}`);
    expect(await screen.findByRole('heading', { name: 'Your series' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earthsea Cycle' })).toHaveAttribute('href', `/series/${series.earthsea.seriesID}`);
    expect(screen.getByText(/1 of 2 read —/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Tombs of Atuan' })).toHaveAttribute('href', `/book/${second.mediaID}`);
  });
});
