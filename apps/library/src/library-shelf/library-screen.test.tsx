import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { addEntry } from '@shelfmark/testing';
import { renderLibrary, setWindowWidth, startLibraryServer } from '../testing/render-library';

startLibraryServer();

function addRead(count: number, status: 'read' | 'TBR' = 'read') {
  for (let index = 1; index <= count; index += 1) {
    addEntry(makeMedia(`${status} ${String(index).padStart(2, '0')}`, `Pat Writer${String(index).padStart(2, '0')}`), status);
  }
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
const search = (router: ReturnType<typeof renderLibrary>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the Library screen', () => {
  it('shows the read shelf by default, 10 items a page, as compact cards linking to their pages', async () => {
    addRead(12);
    addRead(1, 'TBR');
    renderLibrary('/library');
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles()[0]).toBe('read 01');
    expect(screen.getByRole('link', { name: 'read 01' })).toHaveAttribute('href', expect.stringMatching(/^\/book\/\d+$/));
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveValue('read');
  });

  it('starts on the library remembered in default_library', async () => {
    localStorage.setItem('default_library', 'TBR');
    addRead(2, 'TBR');
    renderLibrary('/library');
    await waitFor(() => expect(titles()).toEqual(['TBR 01', 'TBR 02']));
  });

  it('offers the shelves by the status menu\'s names, Currently Reading among them, remembering the choice', async () => {
    addRead(1, 'TBR');
    const { router } = renderLibrary('/library?page=1&library=read&type=0&genre=0');
    const selector = await screen.findByRole('combobox', { name: 'Library' });
    expect(within(selector).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'In Library',
      'Watch List',
      'To Be Read',
      'Currently Reading',
      'Read',
      'Did Not Finish',
    ]);
    await userEvent.selectOptions(selector, 'To Be Read');
    expect(search(router)).toEqual({ page: '1', library: 'TBR', type: '0', genre: '0' });
    expect(localStorage.getItem('default_library')).toBe('TBR');
    await waitFor(() => expect(titles()).toEqual(['TBR 01']));
  });

  it("shows what is being read on the Currently Reading shelf, named in the chosen medium's words", async () => {
    addEntry(makeMedia('Being read', 'Ann Cole'), 'currentlyReading');
    addEntry(makeMedia('Being watched', 'Bo Dee', { type: 'tvshow' }), 'currentlyReading');
    const { router } = renderLibrary('/library?page=1&library=currentlyReading&type=0&genre=0');
    await waitFor(() => expect(titles()).toEqual(['Being read', 'Being watched']));
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveDisplayValue('Currently Reading');
    await act(() => router.navigate('/library?page=1&library=currentlyReading&type=TV%20Shows&genre=0'));
    await waitFor(() => expect(titles()).toEqual(['Being watched']));
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveDisplayValue('Currently Watching');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
  });

  it('names the recent shelf, reached from Home, in the selector while it is shown', async () => {
    renderLibrary('/library?page=1&library=recent&type=0&genre=0');
    const selector = await screen.findByRole('combobox', { name: 'Library' });
    expect(selector).toHaveDisplayValue('Recent');
    expect(screen.queryByRole('combobox', { name: 'Sort' })).not.toBeInTheDocument();
  });

  it('shows the sort selector for every shelf but the watch list and recent', async () => {
    const { router } = renderLibrary('/library?page=1&library=read&type=0&genre=0');
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Creator A-Z', 'Creator Z-A', 'Title A-Z', 'Title Z-A', 'Most Recent', 'Least Recent',
    ]);
    for (const library of ['library', 'TBR', 'currentlyReading', 'DNF']) {
      await act(() => router.navigate(`/library?page=1&library=${library}&type=0&genre=0`));
      expect(screen.getByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
    }
    await act(() => router.navigate('/library?page=1&library=watch&type=0&genre=0'));
    expect(screen.queryByRole('combobox', { name: 'Sort' })).not.toBeInTheDocument();
  });

  it("shows 'This shelf is currently empty' for an empty shelf, without pagers", async () => {
    renderLibrary('/library?page=1&library=DNF&type=0&genre=0');
    expect(await screen.findByText('This shelf is currently empty')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a loader while the page is fetched', async () => {
    addRead(1);
    renderLibrary('/library');
    // The screen's own chunk comes first (its loader says Loading...), then the page.
    expect(await screen.findByText('Loading shelf...')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['read 01']));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the Library pagers', () => {
  it('shows numbered page buttons on wide screens and bottom previous/next arrows', async () => {
    addRead(23);
    const { router } = renderLibrary('/library');
    const top = await screen.findByRole('navigation', { name: 'Library pages' });
    expect(within(top).getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2', '3']);
    const bottom = screen.getByRole('navigation', { name: 'Library pages, previous and next' });
    expect(within(bottom).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(bottom).getByRole('button', { name: 'Next page' }));
    expect(search(router).page).toBe('2');
    await waitFor(() => expect(titles()[0]).toBe('read 11'));
    await userEvent.click(within(top).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(titles()).toEqual(['read 21', 'read 22', 'read 23']));
  });

  it('shows previous and next arrows with the current number at 500 px or less', async () => {
    addRead(23);
    setWindowWidth(500);
    renderLibrary('/library?page=2&library=read&type=0&genre=0');
    const top = await screen.findByRole('navigation', { name: 'Library pages' });
    expect(within(top).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(within(top).getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(within(top).queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
  });

  it('has no pagers when everything fits on one page', async () => {
    addRead(10);
    renderLibrary('/library');
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('goes back to page 1 when the page is beyond the last one', async () => {
    addRead(12);
    const { router } = renderLibrary('/library?page=9&library=read&type=0&genre=0');
    await waitFor(() => expect(search(router).page).toBe('1'));
    await waitFor(() => expect(titles()[0]).toBe('read 01'));
  });

  it('keeps the view in the URL: back and forward return to it', async () => {
    addRead(23);
    const { router } = renderLibrary('/library?page=1&library=read&type=0&genre=0');
    const top = await screen.findByRole('navigation', { name: 'Library pages' });
    await userEvent.click(within(top).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(titles()[0]).toBe('read 11'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()[0]).toBe('read 01'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(titles()[0]).toBe('read 11'));
  });
});
