import { callKey, DEFAULT_SORT_STORAGE_KEY, firstCallsOf, HOME_SECTION_STORAGE_KEY, type HomeSection } from '@shelfmark/contract';
import { addEntry } from '@shelfmark/testing';
import { recordGetCalls } from '@shelfmark/testing/node';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, setWindowWidth, startLibraryServer } from '../testing/render-library';

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
    // Continue watching asks from its own chunk, which may arrive after the goals are drawn.
    await waitFor(() => expect([...new Set(recorder.calls)].sort()).toEqual(declared.sort()));
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
});
