import type { YearReview } from '@shelfmark/contract';
import { addEntry, failCall } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, server, setWindowWidth, startLibraryServer } from '../testing/render-library';

startLibraryServer();
// The screens are lazy chunks: their first render waits for the chunk to be compiled and loaded.
configure({ asyncUtilTimeout: 5000 });

const finished = (dateFinished: string, dateFinishedPrecision: 'day' | 'month' | 'year' = 'day') => ({
  readingID: Number(dateFinished.replace(/\D/g, '').slice(0, 8)),
  dateStarted: '2024-01-01T00:00:00.000Z',
  dateFinished,
  status: 'read' as const,
  dateFinishedPrecision,
  entries: [],
});

function fillYear() {
  addEntry(makeMedia('Kindred', 'Octavia Butler', { numPages: 264 }), 'read', {
    rating: 9,
    readings: [finished('2024-03-14T12:00:00.000Z')],
    tags: [{ tagID: 1, tagValue: 'comfort read' }],
  });
  addEntry(makeMedia('Arrival', 'Denis Villeneuve', { type: 'movie', numPages: 116 }), 'read', { rating: 7, readings: [finished('2024-07-02T12:00:00.000Z')] });
  addEntry(makeMedia('Someday Album', 'A Band', { type: 'album', numPages: 12 }), 'read', { readings: [finished('2024-01-01T00:00:00.000Z', 'year')] });
}

describe('/year/{year}', { timeout: 15_000 }, () => {
  it('shows the totals, the highlights and the months of the year, each item linked to its page', async () => {
    fillYear();
    renderLibrary('/year/2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your 2024 in review' })).toBeInTheDocument();
    expect(await screen.findByText('3 items finished')).toBeInTheDocument();
    expect(screen.getByText('1 book')).toBeInTheDocument();
    expect(screen.getAllByText('264 pages')).toHaveLength(2);
    expect(screen.getAllByText('1 h 56 min')).toHaveLength(2);
    const rated = screen.getByRole('heading', { name: 'Highest rated' }).parentElement as HTMLElement;
    expect(within(rated).getAllByRole('link').map((link) => link.textContent)).toEqual(['KindredButler, Octavia', 'ArrivalVilleneuve, Denis']);
    expect(within(rated).getByRole('img', { name: '9 of 10 stars' })).toBeInTheDocument();
    expect(screen.getByText('comfort read')).toBeInTheDocument();
    const march = screen.getByRole('heading', { level: 3, name: /^March/ }).parentElement as HTMLElement;
    expect(within(march).getByRole('link', { name: 'Kindred' })).toHaveAttribute('href', expect.stringMatching(/^\/book\/\d+$/));
    expect(screen.getByRole('heading', { level: 3, name: /^Sometime in 2024/ })).toBeInTheDocument();
    expect(screen.getAllByText('Nothing finished')).toHaveLength(10);
  });

  it('says so for a year without finishes, and for a year that is not one', async () => {
    renderLibrary('/year/2019');
    expect(await screen.findByText('Nothing finished in 2019')).toBeInTheDocument();
    renderLibrary('/year/abc');
    expect(await screen.findByText('There is no year in review for “abc”.')).toBeInTheDocument();
  });

  it('moves between years, prints, and offers a share link for the year', async () => {
    fillYear();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = renderLibrary('/year/2024');
    await screen.findByText('3 items finished');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Share this year' })).toHaveAttribute('href', '/shares?year=2024');
    await userEvent.click(screen.getByRole('link', { name: 'Previous year, 2023' }));
    expect(router.state.location.pathname).toBe('/year/2023');
    expect(await screen.findByText('Nothing finished in 2023')).toBeInTheDocument();
  });

  it('shows an error with Retry when the review cannot be loaded', async () => {
    setWindowWidth(390);
    failCall('GET', '/year/2024', 500);
    renderLibrary('/year/2024');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your year in review.');
  });

  it('counts the TV episodes watched in the year and in each month', async () => {
    const review: YearReview = {
      year: 2024,
      items: [{ mediaID: 9, type: 'tvshow', title: 'Dark', isbn: null, creators: '', rating: 0, review: null, finished: '2024-02-20', finishedPrecision: 'day', length: 10 }],
      totals: [{ type: 'tvshow', finished: 1, length: 10 }],
      highestRated: [],
      longest: [0],
      first: 0,
      last: 0,
      tags: [],
      years: [2024],
      episodesByMonth: [4, 6, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
    };
    server.use(http.get('*/api/v1/year/2024', () => HttpResponse.json(review)));
    renderLibrary('/year/2024');
    expect(await screen.findByText('11 TV episodes watched')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^February/ })).toHaveTextContent('6 episodes watched');
    expect(screen.getByRole('heading', { level: 3, name: /^November/ })).toHaveTextContent('1 episode watched');
    expect(screen.getByRole('heading', { level: 3, name: /^March/ })).not.toHaveTextContent('watched');
  });

  it('shows a year of episodes watched and nothing finished, without highlights', async () => {
    const review: YearReview = {
      year: 2024,
      items: [],
      totals: [],
      highestRated: [],
      longest: [],
      first: null,
      last: null,
      tags: [],
      years: [2024],
      episodesByMonth: [0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0],
    };
    server.use(http.get('*/api/v1/year/2024', () => HttpResponse.json(review)));
    renderLibrary('/year/2024');
    expect(await screen.findByText('3 TV episodes watched')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^October/ })).toHaveTextContent('3 episodes watched');
    expect(screen.queryByText('Nothing finished in 2024')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Highlights' })).not.toBeInTheDocument();
  });
});
