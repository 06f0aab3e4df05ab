import { REMOTE_LOCATIONS_ELEMENT_ID } from '@shelfmark/contract';

let early: Promise<unknown> | undefined;

/** `/remotes.json`, read afresh: its JSON, or a rejection saying what went wrong. */
async function requestLocations(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}

/** The locations the page carries (the server writes /remotes.json into it: apps/api/src/web/page-html.ts), read once; undefined in a page without them (the dev server's) or with unreadable ones. */
function pageCopy(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(REMOTE_LOCATIONS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Called by the entry before it loads the bootstrap chunk: takes the locations the page carries,
 * or, without them, starts the request for `/remotes.json` so it travels alongside the app's
 * code instead of after it. It is in the entry chunk: it imports only a constant.
 */
export function startRemoteLocationsRequest(): void {
  const copy = pageCopy();
  early = copy === undefined ? requestLocations() : Promise.resolve(copy);
  // Read (and its failure reported) by registerRuntimeRemotes, once the bootstrap has loaded.
  early.catch(() => undefined);
}

/** `{ name: manifestUrl }` as the page carries it or the early request got it the first time, as a fresh request gets it after that (a retry must reach the network). */
export function remoteLocations(): Promise<unknown> {
  const locations = early ?? requestLocations();
  early = undefined;
  return locations;
}
