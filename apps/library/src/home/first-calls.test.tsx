import { callKey, DEFAULT_SORT_STORAGE_KEY, firstCallsOf, HOME_SECTION_STORAGE_KEY, type HomeSection } from '@shelfmark/contract';
import { addEntry } from '@shelfmark/testing';
import { recordGetCalls } from '@shelfmark/testing/node';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, setWindowWidth, startLibraryServer, testQueryClient } from '../testing/render-library';
import { prefetchShelf } from '../library-shelf/shelf-queries';
import { prefetchHome } from './home-queries';

startLibraryServer();

describe("Home's first calls", () => {
  let stop = () => {};
  afterEach(() => stop());

  // The shell starts these before this remote has arrived (contract first-calls.ts); if Home asked
  // for anything else first, its answers would wait for the code again.
  it.each<[HomeSection, number]>([
    ['TBR', 1280],
    ['watch', 1024],
    ['recent', 1280],
    ['recent', 390],
  ])('are the route manifest’s, with %s chosen at %i px', async (section, width) => {
    // Something on the shelf: not a first run, whose panel asks for other things.
    addEntry(makeMedia('Middlemarch'), 'currentlyReading');
    setWindowWidth(width);
    localStorage.setItem(HOME_SECTION_STORAGE_KEY, section);
    const recorder = recordGetCalls();
    stop = recorder.stop;
    renderLibrary('/');
    await screen.findByRole('heading', { level: 2, name: 'Favorites' });
    await screen.findByRole('heading', { level: 2, name: /goals/i });
    const declared = firstCallsOf('home', { width, storage: localStorage }).map((call) => callKey(call.path, call.query));
    expect([...new Set(recorder.calls)].sort()).toEqual(declared.sort());
  });

  it.each<[HomeSection, number]>([
    ['TBR', 1280],
    ['recent', 390],
  ])('are what the remote prefetches for the shell (%s at %i px), after which Home renders complete at once', async (section, width) => {
    addEntry(makeMedia('Middlemarch'), 'currentlyReading');
    setWindowWidth(width);
    localStorage.setItem(HOME_SECTION_STORAGE_KEY, section);
    const recorder = recordGetCalls();
    stop = recorder.stop;
    const client = testQueryClient();
    await prefetchHome(client, { width, section, year: new Date().getFullYear() });
    const declared = firstCallsOf('home', { width, storage: localStorage }).map((call) => callKey(call.path, call.query));
    expect([...recorder.calls].sort()).toEqual(declared.sort());
    const { container } = renderLibrary('/', client);
    // What is in view in place at the first render, with nothing loading; the sections below
    // the fold a frame later; nothing asked again.
    expect(screen.getAllByText('Middlemarch').length).toBeGreaterThan(0);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Favorites' })).toBeNull();
    expect(container.querySelector('.sm-loader')).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /goals/i })).toBeInTheDocument();
    expect(container.querySelector('.sm-loader')).toBeNull();
    expect(recorder.calls).toHaveLength(declared.length);
  });
});

describe("/library's first calls", () => {
  let stop = () => {};
  afterEach(() => stop());

  it.each([
    ['?page=1&library=read&type=0&genre=0', null],
    ['?page=2&library=TBR&type=Books&genre=7', '{"sortBy":"title","asc":false}'],
    ['?page=1&library=TBR&type=0&genre=0', '{"sortBy":"recent","asc":false}'],
  ])('are the route manifest’s for %s (sort %s)', async (query, sort) => {
    for (let index = 0; index < 12; index += 1) addEntry(makeMedia(`Book ${index}`), 'TBR');
    if (sort) localStorage.setItem(DEFAULT_SORT_STORAGE_KEY, sort);
    const recorder = recordGetCalls();
    stop = recorder.stop;
    const declared = firstCallsOf('library', { width: 1280, storage: localStorage, search: new URLSearchParams(query) }).map((call) => callKey(call.path, call.query));
    renderLibrary(`/library${query}`);
    // The shelf drawn (its entries, or the empty shelf's text), then nothing asked beyond the declared calls.
    await screen.findByText((_, element) => element?.matches('.library-shelf__list, .sm-empty-state') ?? false);
    await waitFor(() => expect([...new Set(recorder.calls)].sort()).toEqual(declared.sort()));
  });

  it('are what the remote prefetches for the shell, after which the shelf renders without asking again', async () => {
    const query = '?page=2&library=TBR&type=Books&genre=0';
    for (let index = 0; index < 12; index += 1) addEntry(makeMedia(`Book ${index}`), 'TBR');
    localStorage.setItem(DEFAULT_SORT_STORAGE_KEY, '{"sortBy":"title","asc":true}');
    const recorder = recordGetCalls();
    stop = recorder.stop;
    const client = testQueryClient();
    await prefetchShelf(client, new URLSearchParams(query), localStorage);
    const declared = firstCallsOf('library', { width: 1280, storage: localStorage, search: new URLSearchParams(query) }).map((call) => callKey(call.path, call.query));
    expect([...recorder.calls].sort()).toEqual(declared.sort());
    renderLibrary(`/library${query}`, client);
    await screen.findByText((_, element) => element?.matches('.library-shelf__list') ?? false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(recorder.calls).toHaveLength(declared.length);
  });
});
