import { callKey, firstCallsOf, routeIdForPath } from '@shelfmark/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { media } from '@shelfmark/testing';
import { recordGetCalls } from '@shelfmark/testing/node';
import { renderMedia, shelve, startMediaServer } from '../testing/render-media';

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
});
