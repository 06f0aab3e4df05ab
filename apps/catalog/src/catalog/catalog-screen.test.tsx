import { CATALOG_DISPLAY_STORAGE_KEY, CATALOG_PAGE_SIZE } from '@shelfmark/contract';
import { buildMedia, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, server, useCatalogMocks } from '../testing/render-screen';

const search = (router: ReturnType<typeof renderScreen>['router']) => router.state.location.search;
const cards = () => within(screen.getByRole('list', { name: 'Catalog items' })).getAllByRole('listitem');
const titles = async () => {
  await screen.findByRole('list', { name: 'Catalog items' });
  return cards().map((card) => within(card).queryByRole('heading')?.textContent ?? within(card).getByRole('img').getAttribute('alt'));
};

describe('catalogue', () => {
  useCatalogMocks();
  beforeEach(() => {
    // 9 fixtures + 6 more books: page 1 is full (12), page 2 holds 3, page 3 is past the end.
    for (let index = 1; index <= 6; index += 1) {
      mockDb.media.push(buildMedia({ mediaID: 100 + index, type: 'book', title: `Zine ${index}`, genres: [] }));
    }
  });

  it('shows 12 items a page, each linking to its detail page', async () => {
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
    renderScreen('/catalog');
    expect(await titles()).toHaveLength(CATALOG_PAGE_SIZE);
    expect(screen.getByRole('link', { name: 'A Wizard of Earthsea' })).toHaveAttribute('href', '/book/1');
    expect(screen.getByRole('link', { name: 'Arrival' })).toHaveAttribute('href', '/movie/4');
    const catalogCall = requests.find((url) => url.pathname.endsWith('/medias/catalog'));
    expect(catalogCall?.searchParams.get('pageNumber')).toBe('1');
    expect(catalogCall?.searchParams.get('pageSize')).toBe('12');
    server.events.removeAllListeners();
  });

  it('shows which items are on the shelf and adds the others with Add To Library', async () => {
    renderScreen('/catalog');
    await screen.findByRole('list', { name: 'Catalog items' });
    const wizard = cards().find((card) => within(card).queryByText('A Wizard of Earthsea'));
    expect(await within(wizard as HTMLElement).findByText('On your shelf')).toBeInTheDocument();
    const addDune = await screen.findByRole('button', { name: 'Add To Library: Dune' });
    expect(addDune).toHaveTextContent('Add To Library');
    await userEvent.click(addDune);
    const dune = cards().find((card) => within(card).queryByRole('heading', { name: 'Dune' }));
    expect(await within(dune as HTMLElement).findByText('On your shelf')).toBeInTheDocument();
    expect(mockDb.entries.some((entry) => entry.mediaID === 3 && entry.userID === users.reader.userID)).toBe(true);
  });

  it('pages with previous and next at top and bottom, and says when it is past the end', async () => {
    const { router } = renderScreen('/catalog');
    await screen.findByRole('list', { name: 'Catalog items' });
    const top = screen.getByRole('navigation', { name: 'Catalog pages, top' });
    expect(within(top).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Catalog pages, bottom' })).toBeInTheDocument();
    await userEvent.click(within(top).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search(router)).toBe('?page=2&genre=0&type=0'));
    await waitFor(async () => expect(await titles()).toEqual(['Zine 4', 'Zine 5', 'Zine 6']));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Catalog pages, bottom' })).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText("You've reached the end of the shelf")).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Catalog pages, top' })).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('scrolls to the top 50 ms after any page change, back and forward included', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderScreen('/catalog');
    await screen.findByRole('list', { name: 'Catalog items' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Catalog pages, bottom' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await router.navigate(-1);
    await waitFor(() => expect(search(router)).toBe(''));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
  });

  it('filters by type from the collapsible panel, and selecting it again clears it', async () => {
    const { router } = renderScreen('/catalog?page=2&genre=0&type=0');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Type' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Movies' }));
    await waitFor(() => expect(search(router)).toBe('?page=1&genre=0&type=Movies'));
    await waitFor(async () => expect(await titles()).toEqual(['Arrival', 'Dune: Part Two']));
    expect(screen.getByText('Filtered by: Movies')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Movies' }));
    await waitFor(() => expect(search(router)).toBe('?page=1&genre=0&type=0'));
    expect(screen.queryByText(/Filtered by/)).not.toBeInTheDocument();
  });

  it('filters by genre and type together, and the clear-filter indicator clears both', async () => {
    const { router } = renderScreen('/catalog?page=1&genre=1&type=Books');
    await waitFor(async () => expect(await titles()).toEqual(['A Wizard of Earthsea', 'The Tombs of Atuan']));
    expect(screen.getByText('Filtered by: Books, fantasy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search(router)).toBe('?page=1&genre=0&type=0'));
    expect(screen.queryByText(/Filtered by/)).not.toBeInTheDocument();
  });

  it('picks a genre in the panel, starting again from page 1', async () => {
    const { router } = renderScreen('/catalog?page=2&genre=0&type=0');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Genre' })).getByRole('button', { name: 'comedy' }));
    await waitFor(() => expect(search(router)).toBe('?page=1&genre=17&type=0'));
    await waitFor(async () => expect(await titles()).toEqual(['Portal', 'Portal 2']));
  });

  it('reads unknown query values as the defaults 1, 0 and 0', async () => {
    renderScreen('/catalog?page=-3&genre=99&type=Comics');
    expect(await titles()).toHaveLength(CATALOG_PAGE_SIZE);
    expect(screen.queryByText(/Filtered by/)).not.toBeInTheDocument();
  });

  it('shows Expanded by default and remembers the Cover choice in local storage', async () => {
    const first = renderScreen('/catalog');
    const group = await screen.findByRole('group', { name: 'Display size' });
    expect(within(group).getByRole('button', { name: 'Expanded' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(CATALOG_PAGE_SIZE);
    await userEvent.click(within(group).getByRole('button', { name: 'Cover' }));
    expect(localStorage.getItem(CATALOG_DISPLAY_STORAGE_KEY)).toBe('cover');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/book/3');
    first.unmount();

    renderScreen('/catalog');
    const again = await screen.findByRole('group', { name: 'Display size' });
    expect(within(again).getByRole('button', { name: 'Cover' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error with Retry when the catalogue cannot be fetched', async () => {
    server.use(http.get('*/api/v1/medias/catalog', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    renderScreen('/catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
