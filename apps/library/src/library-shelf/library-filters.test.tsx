import { genreRef } from '@shelfmark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { addEntry } from '@shelfmark/testing';
import { renderLibrary, server, startLibraryServer } from '../testing/render-library';

startLibraryServer();

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((title) => title.textContent);
const search = (router: ReturnType<typeof renderLibrary>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const fantasy = genreRef(1);
const horror = genreRef(9);

function seed() {
  addEntry(makeMedia('Earthsea', 'Ursula Guin', { genres: fantasy ? [fantasy] : [] }), 'read');
  addEntry(makeMedia('Dracula', 'Bram Stoker', { genres: horror ? [horror] : [] }), 'read');
  addEntry(makeMedia('Arrival', 'Denis Villeneuve', { type: 'movie', genres: fantasy ? [fantasy] : [] }), 'read');
  for (let index = 1; index <= 11; index += 1) addEntry(makeMedia(`Filler ${index}`, 'Zed Zane'), 'read');
}

describe('the type buttons', () => {
  it('filter by type, reset the page to 1, and clear when the selected one is clicked again', async () => {
    seed();
    const { router } = renderLibrary('/library?page=2&library=read&type=0&genre=0');
    const types = await screen.findByRole('group', { name: 'Media type' });
    expect(within(types).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Books', 'Movies', 'TV Shows', 'Albums', 'Video Games',
    ]);
    await userEvent.click(within(types).getByRole('button', { name: 'Movies' }));
    expect(search(router)).toEqual({ page: '1', library: 'read', type: 'Movies', genre: '0' });
    await waitFor(() => expect(titles()).toEqual(['Arrival']));
    expect(within(types).getByRole('button', { name: 'Movies' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(types).getByRole('button', { name: 'Movies' }));
    expect(search(router).type).toBe('0');
    await waitFor(() => expect(titles()).toHaveLength(10));
  });
});

describe('the genre filter', () => {
  it('filters by genre, and clears when the selected one is clicked again', async () => {
    seed();
    const { router } = renderLibrary('/library?page=1&library=read&type=0&genre=0');
    const genres = await screen.findByRole('group', { name: 'Genre' });
    await userEvent.click(within(genres).getByRole('button', { name: 'fantasy' }));
    expect(search(router)).toEqual({ page: '1', library: 'read', type: '0', genre: '1' });
    await waitFor(() => expect(titles()).toEqual(['Earthsea', 'Arrival']));
    await userEvent.click(within(screen.getByRole('group', { name: 'Media type' })).getByRole('button', { name: 'Books' }));
    await waitFor(() => expect(titles()).toEqual(['Earthsea']));
    await userEvent.click(within(genres).getByRole('button', { name: 'fantasy' }));
    expect(search(router).genre).toBe('0');
    await waitFor(() => expect(titles()).toHaveLength(10));
  });

  it('pages a genre view on the server, with its own total, and never loads the whole shelf', async () => {
    seed();
    for (let index = 1; index <= 11; index += 1) addEntry(makeMedia(`Myth ${index}`, `Ann Myth${String(index).padStart(2, '0')}`, { genres: fantasy ? [fantasy] : [] }), 'read');
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
    renderLibrary('/library?page=1&library=read&type=0&genre=1');
    const top = await screen.findByRole('navigation', { name: 'Library pages' });
    expect(within(top).getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2']);
    await waitFor(() => expect(titles()).toHaveLength(10));
    await userEvent.click(within(top).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(titles()).toEqual(['Myth 10', 'Myth 11', 'Arrival']));
    const pages = requests.filter((url) => url.pathname.endsWith('/usermedias/library/page'));
    expect(pages.map((url) => [url.searchParams.get('pageNumber'), url.searchParams.get('genre')])).toEqual([['1', '1'], ['2', '1']]);
    expect(requests.find((url) => url.pathname.endsWith('/usermedias/library/page/total'))?.searchParams.get('genre')).toBe('1');
    expect(requests.filter((url) => url.pathname.endsWith('/usermedias/library'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('sends no genre for a view without one', async () => {
    seed();
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
    renderLibrary('/library?page=1&library=read&type=Books&genre=0');
    await waitFor(() => expect(titles()).toHaveLength(10));
    const typed = requests.filter((url) => url.pathname.includes('/usermedias/library/page/type'));
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((url) => !url.searchParams.has('genre'))).toBe(true);
    server.events.removeAllListeners();
  });

  it('says the shelf is empty when nothing has the genre', async () => {
    seed();
    renderLibrary('/library?page=1&library=read&type=0&genre=17');
    expect(await screen.findByText('This shelf is currently empty')).toBeInTheDocument();
  });
});

describe('the sort selector', () => {
  it('defaults to Creator A-Z and remembers the choice in defaultSort', async () => {
    seed();
    renderLibrary('/library');
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(within(sort).getByRole('option', { name: 'Creator A-Z' })).toHaveProperty('selected', true);
    await waitFor(() => expect(titles().slice(0, 3)).toEqual(['Earthsea', 'Dracula', 'Arrival']));
    await userEvent.selectOptions(sort, 'Title Z-A');
    expect(JSON.parse(localStorage.getItem('defaultSort') ?? '{}')).toEqual({ sortBy: 'title', asc: false });
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(['Filler 9', 'Filler 8']));
  });

  it('starts from the sort stored in defaultSort', async () => {
    seed();
    localStorage.setItem('defaultSort', JSON.stringify({ sortBy: 'recent', asc: false }));
    renderLibrary('/library');
    expect(await screen.findByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Most Recent');
    await waitFor(() => expect(titles()[0]).toBe('Filler 11'));
  });

  it('caches pages per view, and clears the cache when the sort changes', async () => {
    seed();
    const pageRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/library/page')) pageRequests.push(`${url.searchParams.get('pageNumber')} ${url.searchParams.get('sortBy')}`);
    });
    renderLibrary('/library');
    const top = await screen.findByRole('navigation', { name: 'Library pages' });
    await waitFor(() => expect(titles()).toHaveLength(10));
    await userEvent.click(within(top).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    await userEvent.click(within(top).getByRole('button', { name: /1/ }));
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(pageRequests).toEqual(['1 creator', '2 creator']);

    const sort = screen.getByRole('combobox', { name: 'Sort' });
    await userEvent.selectOptions(sort, 'Title A-Z');
    await waitFor(() => expect(titles()[0]).toBe('Arrival'));
    await userEvent.selectOptions(sort, 'Creator A-Z');
    await waitFor(() => expect(titles()[0]).toBe('Earthsea'));
    expect(pageRequests).toEqual(['1 creator', '2 creator', '1 title', '1 creator']);
    server.events.removeAllListeners();
  });
});
