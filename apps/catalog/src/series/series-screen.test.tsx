import { buildMedia, media, series } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogDb } from '../testing/catalog-db';
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

  it('sorts TV shows by start year, newest first', async () => {
    const show = (mediaID: number, title: string, startyear: number, seriesNum: number) =>
      buildMedia({ mediaID, type: 'tvshow', title, startyear, seriesNum, series: series.dune });
    catalogDb.series.push({
      ...series.dune,
      description: 'Spice.',
      mediaInSeries: [media.dune],
      tvshowsInSeries: [show(30, 'Frank Herbert’s Dune', 2000, 1), show(31, 'Dune: Prophecy', 2024, 3), show(32, 'Children of Dune', 2003, 2)],
    });
    renderScreen('/series/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dune Chronicles' })).toBeInTheDocument();
    expect(headings(screen.getByRole('list', { name: 'TV Shows' }))).toEqual(['Dune: Prophecy', 'Children of Dune', 'Frank Herbert’s Dune']);
    expect(headings(screen.getByRole('list', { name: 'Media in Dune Chronicles' }))).toEqual(['Dune']);
    expect(screen.getByText('Spice.')).toBeInTheDocument();
  });

  it('says so when the series has no media', async () => {
    catalogDb.series.push({ ...series.earthsea, description: null, mediaInSeries: [], tvshowsInSeries: [] });
    renderScreen('/series/1');
    expect(await screen.findByText('This shelf is currently empty')).toBeInTheDocument();
  });

  it('shows why a series cannot be shown', async () => {
    renderScreen('/series/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Series not found');
  });
});
