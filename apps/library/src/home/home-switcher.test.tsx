import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMedia, shelveSomethingElse } from '../testing/make-media';
import { addEntry } from '@shelfmark/testing';
import { renderLibrary, server, setWindowWidth, startLibraryServer } from '../testing/render-library';

startLibraryServer();

function addShelf(status: 'TBR' | 'watch' | 'read', count: number) {
  return Array.from({ length: count }, (_, index) => addEntry(makeMedia(`${status} ${index + 1}`), status));
}

async function panel() {
  const shelves = await screen.findByRole('region', { name: 'Home shelves' });
  return within(within(shelves).getByRole('tabpanel'));
}

const tileCount = async () => (await panel()).findAllByRole('article').then((tiles) => tiles.length);

describe('the Home switcher', () => {
  it('offers To Be Read, Watch List and Recent (the shelves\' names), with To Be Read (TBR) chosen by default', async () => {
    shelveSomethingElse();
    renderLibrary('/');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['To Be Read', 'Watch List', 'Recent']);
    expect(screen.getByRole('tab', { name: 'To Be Read' })).toHaveAttribute('aria-selected', 'true');
  });

  it('remembers the last choice in local storage homepageLibraySelection', async () => {
    shelveSomethingElse();
    const first = renderLibrary('/');
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent' }));
    expect(localStorage.getItem('homepageLibraySelection')).toBe('recent');
    first.unmount();
    renderLibrary('/');
    expect(await screen.findByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a stored value that is not a section', async () => {
    shelveSomethingElse();
    localStorage.setItem('homepageLibraySelection', 'nonsense');
    renderLibrary('/');
    expect(await screen.findByRole('tab', { name: 'To Be Read' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('To Be Read', () => {
  it('shows window width / 188 random TBR items on wide screens, following resizes', async () => {
    const entries = addShelf('TBR', 12);
    setWindowWidth(1024);
    renderLibrary('/');
    await waitFor(async () => expect(await tileCount()).toBe(5));
    const titles = entries.map((entry) => entry.media.title);
    for (const tile of await (await panel()).findAllByRole('heading')) expect(titles).toContain(tile.textContent);
    setWindowWidth(1600);
    await waitFor(async () => expect(await tileCount()).toBe(8));
  });

  it('shows window width / 150 items on narrow screens', async () => {
    addShelf('TBR', 12);
    setWindowWidth(390);
    renderLibrary('/');
    await waitFor(async () => expect(await tileCount()).toBe(2));
    setWindowWidth(500);
    await waitFor(async () => expect(await tileCount()).toBe(3));
  });

  it('shows every TBR item when fewer fit than there are columns', async () => {
    addShelf('TBR', 2);
    renderLibrary('/');
    await waitFor(async () => expect(await tileCount()).toBe(2));
  });

  it('links See All to the library filtered to TBR', async () => {
    shelveSomethingElse();
    renderLibrary('/');
    const link = (await panel()).getByRole('link', { name: 'See All' });
    expect(link).toHaveAttribute('href', '/library?page=1&library=TBR&type=0&genre=0');
  });

  it('says the shelf is empty when there is nothing to read next', async () => {
    shelveSomethingElse();
    renderLibrary('/');
    expect(await (await panel()).findByText('This shelf is currently empty')).toBeInTheDocument();
  });
});

describe('Watch List', () => {
  it('pages the watch shelf with its own pager: total / 3 pages, rounded up', async () => {
    addShelf('watch', 7);
    localStorage.setItem('homepageLibraySelection', 'watch');
    renderLibrary('/');
    const watch = await panel();
    const pager = await watch.findByRole('navigation', { name: 'Watch List pages' });
    expect(within(pager).getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect((await watch.findAllByRole('heading')).map((title) => title.textContent)).toEqual(['watch 1', 'watch 2', 'watch 3']);
    await userEvent.click(within(pager).getByRole('button', { name: /3/ }));
    expect(watch.getAllByRole('heading').map((title) => title.textContent)).toEqual(['watch 7']);
  });

  it('has no pager when everything fits on one page', async () => {
    addShelf('watch', 3);
    localStorage.setItem('homepageLibraySelection', 'watch');
    renderLibrary('/');
    expect(await (await panel()).findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Watch List pages' })).not.toBeInTheDocument();
  });
});

describe('Recent', () => {
  it('shows one row (width / 198) of library recent, sorted by usermediaID descending', async () => {
    addShelf('read', 9);
    const requests: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('library') === 'recent') requests.push(url.searchParams);
    });
    localStorage.setItem('homepageLibraySelection', 'recent');
    setWindowWidth(1280);
    renderLibrary('/');
    const recent = await panel();
    await waitFor(() => expect(recent.getAllByRole('heading').map((title) => title.textContent)).toEqual(
      ['read 9', 'read 8', 'read 7', 'read 6', 'read 5', 'read 4'],
    ));
    // Home also counts the whole shelf (library=recent) to know whether it is a first run.
    expect(Object.fromEntries(requests.filter((params) => params.has('pageNumber')).at(-1) ?? [])).toEqual({
      library: 'recent',
      pageNumber: '1',
      pageSize: '6',
      sortBy: 'recent',
      asc: 'false',
    });
    setWindowWidth(390);
    await waitFor(() => expect(recent.getAllByRole('heading')).toHaveLength(2));
    server.events.removeAllListeners();
  });

  it('shows a failure with Retry when the shelf cannot be loaded', async () => {
    shelveSomethingElse();
    server.use(http.get('*/api/v1/usermedias/library/page', () => new Response(null, { status: 500 })));
    localStorage.setItem('homepageLibraySelection', 'recent');
    renderLibrary('/');
    const recent = await panel();
    expect(await recent.findByRole('alert')).toHaveTextContent('Could not load this shelf.');
    expect(recent.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
