import { buildMedia, creators, mockDb, series } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, useCatalogMocks } from '../testing/render-screen';

describe('creator page', () => {
  useCatalogMocks();

  it("shows the name as 'last, first' with the description", async () => {
    renderScreen('/creator/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guin, Ursula K. Le' })).toBeInTheDocument();
    expect(screen.getByText('American author of speculative fiction.')).toBeInTheDocument();
  });

  it('shows the full name when there is no first name', async () => {
    renderScreen(`/creator/${creators.valve.creatorID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Valve' })).toBeInTheDocument();
  });

  it('sorts works by series, then series number, each linking to its page', async () => {
    const byLeGuin = { creators: [creators.leGuin] };
    const standalone = buildMedia({ mediaID: 20, type: 'book', title: 'The Lathe of Heaven', ...byLeGuin });
    const annals = buildMedia({ mediaID: 21, type: 'book', title: 'Gifts', series: { seriesID: 9, name: 'Annals' }, seriesNum: 1, ...byLeGuin });
    const tehanu = buildMedia({ mediaID: 22, type: 'book', title: 'Tehanu', series: series.earthsea, seriesNum: 4, ...byLeGuin });
    // The fixtures' two Earthsea books are Le Guin's too.
    mockDb.media.unshift(tehanu, standalone);
    mockDb.media.push(annals);
    renderScreen('/creator/1');
    const works = await screen.findByRole('list', { name: 'Works' });
    expect(within(works).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Gifts',
      'A Wizard of Earthsea',
      'The Tombs of Atuan',
      'Tehanu',
      'The Lathe of Heaven',
    ]);
    expect(within(works).getByText('Earthsea Cycle #4')).toBeInTheDocument();
    expect(within(works).getByRole('link', { name: 'Tehanu' })).toHaveAttribute('href', '/book/22');
  });

  it('says so when the creator has no works', async () => {
    mockDb.creators.push({ creatorID: 20, name: 'Brian Herbert', first: 'Brian', last: 'Herbert', description: null });
    renderScreen('/creator/20');
    expect(await screen.findByText('This shelf is currently empty')).toBeInTheDocument();
  });

  it('shows why a creator cannot be shown', async () => {
    renderScreen('/creator/42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Creator not found: it may have been removed, or the link is wrong.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Creator' })).toBeInTheDocument();
  });

  it('refuses an id that cannot exist', async () => {
    renderScreen('/creator/0');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid id');
  });
});
