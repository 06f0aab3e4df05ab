import type { Stats } from '@shelfmark/contract';
import { addEntry, callsTo, failCall, mockDb } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, server, startLibraryServer } from '../testing/render-library';

startLibraryServer();

const THIS_YEAR = new Date().getFullYear();
const LAZY_TIMEOUT = 5_000;
const reading = (id: number, start: string, end: string, status: 'read' | 'DNF' = 'read') => ({
  readingID: id,
  dateStarted: `${start}T10:00:00.000Z`,
  dateFinished: `${end}T10:00:00.000Z`,
  status,
  entries: [],
});

function shelve() {
  addEntry(makeMedia('The Dispossessed', 'Ursula Le Guin', { numPages: 380 }), 'read', { rating: 9, readings: [reading(501, '2025-02-01', '2025-02-11')] });
  addEntry(makeMedia('Kindred', 'Octavia Butler', { numPages: 260 }), 'read', { rating: 7, readings: [reading(502, '2025-02-12', '2025-02-14')] });
  addEntry(makeMedia('Dhalgren', 'Samuel Delany', { numPages: 800 }), 'DNF', { readings: [reading(503, '2025-05-01', '2025-05-09', 'DNF')] });
  addEntry(makeMedia('Arrival', 'Denis Villeneuve', { type: 'movie', numPages: 116 }), 'read', { readings: [reading(504, '2025-07-04', '2025-07-04')] });
}

describe('/stats', () => {
  it('shows a year’s figures from one call, with each chart’s numbers as a table', async () => {
    shelve();
    renderLibrary('/stats?year=2025');
    // The screen is a lazy chunk: the first render waits for its import.
    expect(await screen.findByRole('heading', { level: 1, name: 'Stats' }, { timeout: LAZY_TIMEOUT })).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    const figure = (name: string) => within(figures).getByText(name).closest('div');
    expect(figure('Finished')).toHaveTextContent('3');
    expect(figure('Did not finish')).toHaveTextContent('1');
    expect(figure('DNF rate')).toHaveTextContent('25%');
    expect(figure('Pages read')).toHaveTextContent('640');
    expect(figure('Hours watched')).toHaveTextContent('1.9');
    expect(figure('Average rating')).toHaveTextContent('8');

    const chart = screen.getByRole('figure', { name: 'Finished per month' });
    const table = within(chart).getByRole('table', { name: 'Finished per month' });
    expect(within(table).getByRole('row', { name: 'February 2025 2' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(screen.getByRole('figure', { name: 'Ratings' })).getByRole('row', { name: '9 stars 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top creators' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Longest and shortest' })).getByText('380 pages')).toBeInTheDocument();
    expect(callsTo('GET', '/stats')).toHaveLength(1);
  });

  it('switches year and type through the address, one call each', async () => {
    shelve();
    const { router } = renderLibrary('/stats?year=2025');
    await screen.findByRole('region', { name: 'Your figures' }, { timeout: LAZY_TIMEOUT });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?year=all'));
    expect(await screen.findByRole('figure', { name: 'Finished per year' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Media type' })).getByRole('button', { name: 'Movies' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=all&type=movie'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your figures' })).getByText('Pages read').closest('div')).toHaveTextContent('0'));
    expect(callsTo('GET', '/stats')).toHaveLength(3);
  });

  it('sets a goal for the year and shows its pace', async () => {
    shelve();
    renderLibrary(`/stats?year=${THIS_YEAR}`);
    const goals = await screen.findByRole('region', { name: `Goals for ${THIS_YEAR}` }, { timeout: LAZY_TIMEOUT });
    expect(within(goals).getByText(`No goals for ${THIS_YEAR} yet.`)).toBeInTheDocument();
    await userEvent.selectOptions(within(goals).getByRole('combobox', { name: 'Media type' }), 'movie');
    await userEvent.type(within(goals).getByRole('spinbutton', { name: /How many/ }), '50');
    await userEvent.click(within(goals).getByRole('button', { name: 'Save goal' }));
    expect(await within(goals).findByText(/^0 of 50 — /)).toBeInTheDocument();
    expect(mockDb.goals).toEqual([expect.objectContaining({ year: THIS_YEAR, type: 'movie', target: 50 })]);
  });

  it('says what is wrong with a goal, and when the stats cannot be loaded', async () => {
    renderLibrary(`/stats?year=${THIS_YEAR}`);
    const goals = await screen.findByRole('region', { name: `Goals for ${THIS_YEAR}` }, { timeout: LAZY_TIMEOUT });
    await userEvent.type(within(goals).getByRole('spinbutton', { name: /How many/ }), '20000');
    await userEvent.click(within(goals).getByRole('button', { name: 'Save goal' }));
    expect(await within(goals).findByText('A goal is a whole number from 1 to 10,000, or 0 to remove it')).toBeInTheDocument();
    expect(callsTo('PUT', '/goals')).toHaveLength(0);

    failCall('GET', '/stats', 500);
    renderLibrary('/stats?year=2024');
    expect(await screen.findByText('Could not load your stats.', {}, { timeout: LAZY_TIMEOUT })).toBeInTheDocument();
  });

  it('shows the TV episodes watched, charts them per month, and shows an episodes goal', async () => {
    const months = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);
    const stats: Stats = {
      year: 2025,
      type: null,
      finished: 1,
      dnf: 0,
      dnfRate: 0,
      finishedByType: [{ type: 'tvshow', finished: 1 }],
      finishedByPeriod: months.map((period) => ({ period, finished: period === '2025-03' ? 1 : 0 })),
      finishedUndated: 0,
      pagesRead: 0,
      minutesWatched: 600,
      episodesWithoutLength: 2,
      episodesWatched: 14,
      episodesByPeriod: months.map((period) => ({ period, episodes: period === '2025-02' ? 9 : period === '2025-03' ? 5 : 0 })),
      ratings: Array.from({ length: 10 }, (_, index) => ({ rating: index + 1, count: 0 })),
      averageRating: null,
      topTags: [],
      topCreators: [],
      averageDaysToFinish: null,
      lengths: [],
      inProgress: 0,
      goals: [{ type: 'episodes', target: 100, finished: 14 }],
    };
    server.use(http.get('*/api/v1/stats', () => HttpResponse.json(stats)));
    renderLibrary('/stats?year=2025');
    const figures = await screen.findByRole('region', { name: 'Your figures' }, { timeout: LAZY_TIMEOUT });
    expect(within(figures).getByText('Episodes watched').closest('div')).toHaveTextContent('14');
    expect(within(figures).getByText('Hours watched').closest('div')).toHaveTextContent('10plus 2 episodes of unknown length');
    const chart = screen.getByRole('figure', { name: 'Episodes watched per month' });
    expect(within(chart).getByRole('row', { name: 'February 2025 9' })).toBeInTheDocument();
    const goals = screen.getByRole('region', { name: 'Goals for 2025' });
    expect(within(within(goals).getByRole('list')).getByText('Episodes')).toBeInTheDocument();
    expect(within(goals).getByText(/^14 of 100 — /)).toBeInTheDocument();
  });

  it('sets a goal of TV episodes', async () => {
    renderLibrary(`/stats?year=${THIS_YEAR}`);
    const goals = await screen.findByRole('region', { name: `Goals for ${THIS_YEAR}` }, { timeout: LAZY_TIMEOUT });
    await userEvent.selectOptions(within(goals).getByRole('combobox', { name: 'Media type' }), 'episodes');
    await userEvent.type(within(goals).getByRole('spinbutton', { name: /How many/ }), '300');
    await userEvent.click(within(goals).getByRole('button', { name: 'Save goal' }));
    expect(await within(goals).findByText(/^0 of 300 — /)).toBeInTheDocument();
    expect(mockDb.goals).toEqual([expect.objectContaining({ year: THIS_YEAR, type: 'episodes', target: 300 })]);
    // No episodes watched: no chart of them.
    expect(screen.queryByRole('figure', { name: 'Episodes watched per month' })).not.toBeInTheDocument();
  });
});
