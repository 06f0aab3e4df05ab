import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, server, setUpShellTests } from '../testing/render-shell';
import { signInAs } from '../testing/sign-in-as';
import { NavSearch } from './nav-search';

setUpShellTests();

// The catalogue remote's routes module, as the shell loads it at run time (its ShelfStatus is tested in the catalogue).
vi.mock('../federation/remote-modules', () => ({
  loadRemoteRoutes: () =>
    Promise.resolve({
      routes: [],
      ShelfStatus: ({ media }: { media: { title: string; type: string } }) => <button>{`Shelf control for ${media.title} (${media.type})`}</button>,
    }),
}));

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
});

/** Records every search request (path and body), then lets the shared handlers answer. */
function recordSearches() {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/v1/search*', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    }),
  );
  return sent;
}

function renderSearch(path = '/') {
  signInAs('reader');
  return { user: userEvent.setup(), ...renderWithRouter(<NavSearch />, path) };
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const typeButton = () => screen.getByRole('button', { name: /^Search by: / });

describe('the / key', () => {
  it('goes to the search box from anywhere but a field', async () => {
    const { user } = renderSearch('/');
    expect(input()).toHaveAttribute('aria-keyshortcuts', '/');
    await user.keyboard('/');
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('');
  });

  it('is typed as text inside a field', async () => {
    signInAs('reader');
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <input aria-label="Elsewhere" />
        <NavSearch />
      </>,
      '/',
    );
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('/');
    expect(input()).not.toHaveFocus();
  });
});

describe('search type', () => {
  it.each([
    ['/', 'Title'],
    ['/catalog', 'Title'],
    ['/tags', 'Tag'],
    ['/tags/2', 'Tag'],
    ['/creator/1', 'Creator'],
    ['/series/2', 'Series'],
  ])('defaults from the page: %s -> %s', (path, type) => {
    renderSearch(path);
    expect(typeButton()).toHaveAccessibleName(`Search by: ${type}`);
  });

  it('is a button named for what it chooses, showing the current type, with a menu of the types', async () => {
    const { user } = renderSearch('/');
    const button = typeButton();
    expect(button).toHaveAccessibleName('Search by: Title');
    expect(button).toHaveTextContent(/^Title$/);
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Search by' })).toBeInTheDocument();
  });

  it.each([
    ['a', 'Creator'],
    ['g', 'Tag'],
    ['s', 'Series'],
    ['i', 'Isbn'],
    ['t', 'Title'],
  ])('hotkey %s picks %s in the open dropdown', async (key, type) => {
    const { user } = renderSearch('/series/2');
    await user.click(typeButton());
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'TitleT',
      'CreatorA',
      'TagG',
      'SeriesS',
      'IsbnI',
    ]);
    await user.keyboard(key);
    expect(typeButton()).toHaveAccessibleName(`Search by: ${type}`);
  });
});

describe('results', () => {
  it("shows media cards for Title, ending with 'Didn't find what you were looking for? Add it!'", async () => {
    const { user, router } = renderSearch();
    await user.type(input(), 'earthsea');
    const option = await screen.findByRole('option', { name: /A Wizard of Earthsea/ });
    expect(option).toHaveTextContent('Earthsea Cycle #1');
    expect(option).toHaveTextContent('Guin, Ursula K. Le');
    await user.click(screen.getByRole('link', { name: "Didn't find what you were looking for? Add it!" }));
    expect(router.state.location.pathname).toBe('/addmedia');
    expect(router.state.location.search).toBe('?title=earthsea');
  });

  it('offers to request a title that is not in the catalogue, with the title filled in', async () => {
    const { user, router } = renderSearch();
    await user.type(input(), 'zzzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Or request it' }));
    expect(router.state.location.pathname).toBe('/mediarequest');
    expect(router.state.location.search).toBe('?title=zzzz');
    expect(input()).toHaveValue('');
  });

  it("draws the catalogue remote's Add To Library beside each media result, outside the listbox", async () => {
    const { user } = renderSearch();
    await user.type(input(), 'dune');
    const add = await screen.findByRole('button', { name: 'Shelf control for Dune: Part Two (movie)' });
    expect(screen.getByRole('listbox')).not.toContainElement(add);
    expect(screen.getAllByRole('button', { name: /^Shelf control for / })).toHaveLength(2);
  });

  it('moves the highlight with up and down and opens the highlighted result with Enter', async () => {
    const { user, router } = renderSearch();
    await user.type(input(), 'dune');
    await vi.waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.querySelector('p')?.textContent)).toEqual(['Dune', 'Dune: Part Two']),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('option', { name: /^Dune: Part Two/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/movie/5');
  });

  it("shows creators as 'Last, First' or the name, linking to /creator/{id}", async () => {
    const { user, router } = renderSearch('/creator/9');
    await user.type(input(), 'herbert');
    await user.click(await screen.findByRole('option', { name: 'Herbert, Frank' }));
    expect(router.state.location.pathname).toBe('/creator/2');
    await user.type(input(), 'valve');
    expect(await screen.findByRole('option', { name: 'Valve' })).toBeInTheDocument();
  });

  it('shows tags by tagValue and series by name', async () => {
    const { user, router } = renderSearch('/tags');
    await user.type(input(), 'comf');
    await user.click(await screen.findByRole('option', { name: 'comfort read' }));
    expect(router.state.location.pathname).toBe('/tags/1');
    await user.click(typeButton());
    await user.keyboard('s');
    await user.type(input(), 'dune');
    await user.click(await screen.findByRole('option', { name: 'Dune Chronicles' }));
    expect(router.state.location.pathname).toBe('/series/2');
  });

  it('goes to /addmedia on Enter when nothing is found', async () => {
    const { user, router } = renderSearch();
    await user.type(input(), 'zzzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/addmedia');
  });

  it('closes the results on a click outside', async () => {
    const { user } = renderSearch();
    await user.type(input(), 'earthsea');
    await screen.findByRole('option', { name: /A Wizard of Earthsea/ });
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows only 4 of exactly 5 results on a narrow screen', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const five = [1, 2, 3, 4, 5].map((id) => ({ tagID: id, tagValue: `tag ${id}` }));
    server.use(http.post('*/api/v1/search', () => HttpResponse.json(five)));
    const { user } = renderSearch('/tags');
    await user.type(input(), 'tag');
    await screen.findByRole('option', { name: 'tag 1' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});

describe('requests', () => {
  it('sends nothing for empty or single-space text', async () => {
    const sent = recordSearches();
    const { user } = renderSearch();
    await user.type(input(), ' ');
    await user.clear(input());
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);
  });

  it('sends {searchString, searchType} at most once per 0.2 s, the last text at the end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = recordSearches();
    signInAs('reader');
    renderWithRouter(<NavSearch />, '/');
    for (const text of ['D', 'Du', 'Dun', 'Dune']) fireEvent.change(input(), { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(sent.map((request) => request.body)).toEqual([{ searchString: 'D', searchType: 'Title' }]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sent.map((request) => request.body)).toEqual([
      { searchString: 'D', searchType: 'Title' },
      { searchString: 'Dune', searchType: 'Title' },
    ]);
  });

  it('searches through /search', async () => {
    const sent = recordSearches();
    const { user } = renderSearch();
    await user.type(input(), 'x');
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/api/v1/search']));
  });

  it('uses /search/allaccess for the admin', async () => {
    const sent = recordSearches();
    signInAs('admin');
    const user = userEvent.setup();
    renderWithRouter(<NavSearch />, '/');
    await user.type(input(), 'x');
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/api/v1/search/allaccess']));
  });
});

describe('the search without a connection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says it needs one instead of waiting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'Dune');
    expect(await screen.findByText('Search needs a connection.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add it!/ })).not.toBeInTheDocument();
  });
});
