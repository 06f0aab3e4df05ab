import { callKey, firstCallsOf, routeIdForPath } from '@shelfmark/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMedia, server, shelve, startMediaServer } from '../testing/render-media';
import { media } from '@shelfmark/testing';

startMediaServer();

/** The GET calls the page made, in the order it made them, each spelt as callKey spells it. */
function recordCalls() {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') calls.push(callKey(url.pathname.replace(/^.*?\/api\/v1/, ''), url.searchParams));
  };
  server.events.on('request:start', record);
  return { calls, stop: () => server.events.removeListener('request:start', record) };
}

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
    const recorder = recordCalls();
    stop = recorder.stop;
    renderMedia(path);
    await screen.findByRole('heading', { level: 1 });
    const declared = firstCallsOf(routeIdForPath(path), { width: 1280, storage: localStorage, pathname: path }).map((call) => callKey(call.path, call.query));
    expect(declared).toHaveLength(2);
    expect([...recorder.calls.slice(0, declared.length)].sort()).toEqual([...declared].sort());
  });
});
