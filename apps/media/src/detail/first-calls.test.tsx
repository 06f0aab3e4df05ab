import { createQueryClient } from '@shelfmark/api-client';
import { callKey, firstCallsOf, routeIdForPath } from '@shelfmark/contract';
import { setToken } from '@shelfmark/session';
import { makeToken, media, users } from '@shelfmark/testing';
import { recordGetCalls } from '@shelfmark/testing/node';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetch } from '../routes';
import { renderMedia, shelve, startMediaServer, testQueryClient } from '../testing/render-media';

startMediaServer();

describe("a media page's first calls", () => {
  let stop = () => {};
  afterEach(() => stop());

  // The shell starts these before this remote has arrived (contract first-calls.ts); if the page
  // asked for something else first, its answers would wait for the code again.
  it.each([
    ['/book/1', false],
    ['/movie/4', true],
  ])('are the route manifest’s for %s (on the shelf: %s)', async (path, onShelf) => {
    if (onShelf) shelve(media.arrival, { status: 'TBR' });
    const recorder = recordGetCalls();
    stop = recorder.stop;
    renderMedia(path);
    await screen.findByRole('heading', { level: 1 });
    const declared = firstCallsOf(routeIdForPath(path), { width: 1280, storage: localStorage, pathname: path }).map((call) => callKey(call.path, call.query));
    expect(declared).toHaveLength(2);
    expect([...recorder.calls.slice(0, declared.length)].sort()).toEqual([...declared].sort());
  });

  it('are what the remote prefetches for the shell, after which the page renders complete at once', async () => {
    shelve(media.arrival, { status: 'TBR' });
    setToken(makeToken({ userId: users.reader.userID, role: 'user' }));
    const recorder = recordGetCalls();
    stop = recorder.stop;
    // The shell's cache: what was just fetched is fresh, so the page's queries take it as it is.
    const client = createQueryClient();
    await prefetch(client, '/movie/4');
    const declared = firstCallsOf('movie', { width: 1280, storage: localStorage, pathname: '/movie/4' }).map((call) => callKey(call.path, call.query));
    expect([...recorder.calls].sort()).toEqual([...declared].sort());
    renderMedia('/movie/4', { client });
    // In place at the first render: no loader first, and nothing asked again.
    expect(screen.getByRole('heading', { level: 1, name: 'Arrival' })).toBeInTheDocument();
    expect(recorder.calls).toHaveLength(declared.length);
  });

  it('prefetches nothing for a page that is not an item', async () => {
    const recorder = recordGetCalls();
    stop = recorder.stop;
    await prefetch(testQueryClient(), '/addmedia');
    await prefetch(testQueryClient(), '/book/0');
    expect(recorder.calls).toEqual([]);
  });
});
