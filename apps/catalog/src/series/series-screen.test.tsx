import { addEntry, buildMedia, mockDb, series } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, useCatalogMocks } from '../testing/render-screen';

const headings = (list: HTMLElement) => within(list).getAllByRole('heading').map((heading) => heading.textContent);

describe('series page', () => {
  useCatalogMocks();

  it('shows the series name and its media sorted by seriesNum, each linking to its page', async () => {
    renderScreen('/series/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Media in Portal' });
    expect(headings(list)).toEqual(['Portal', 'Portal 2']);
    expect(within(list).getByRole('link', { name: 'Portal 2' })).toHaveAttribute('href', '/videogame/9');
  });

  it('says how far the reader is, "1 of 2 played — next up", linking the next item', async () => {
    const portal = mockDb.media.find((item) => item.title === 'Portal');
    if (!portal) throw new Error('fixture missing');
    addEntry(portal, 'read');
    renderScreen('/series/3');
    expect(await screen.findByText(/1 of 2 played — next up:/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress in Portal' })).toHaveAttribute('aria-valuenow', '1');
    const next = screen.getAllByRole('link', { name: 'Portal 2' })[0];
    expect(next).toHaveAttribute('href', '/videogame/9');
  });

  it('sorts TV shows by start year, newest first', async () => {
    const show = (mediaID: number, title: string, startyear: number, seriesNum: number) =>
      buildMedia({ mediaID, type: 'tvshow', title, startyear, seriesNum, series: series.dune });
    const dune = mockDb.series.find((item) => item.seriesID === series.dune.seriesID);
    if (dune) dune.description = 'Spice.';
    mockDb.media.push(show(30, 'Frank Herbert’s Dune', 2000, 1), show(31, 'Dune: Prophecy', 2024, 3), show(32, 'Children of Dune', 2003, 2));
    renderScreen('/series/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dune Chronicles' })).toBeInTheDocument();
    expect(headings(screen.getByRole('list', { name: 'TV Shows' }))).toEqual(['Dune: Prophecy', 'Children of Dune', 'Frank Herbert’s Dune']);
    expect(headings(screen.getByRole('list', { name: 'Media in Dune Chronicles' }))).toEqual(['Dune']);
    expect(screen.getByText('Spice.')).toBeInTheDocument();
  });

  it('says so when the series has no media', async () => {
    mockDb.series.push({ seriesID: 10, name: 'Annals of the Western Shore', description: null });
    renderScreen('/series/10');
    expect(await screen.findByText('This shelf is currently empty')).toBeInTheDocument();
  });

  it('shows why a series cannot be shown', async () => {
    renderScreen('/series/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Series not found: it may have been removed, or the link is wrong.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
