/** The page's copy of /remotes.json, written into it by the server (apps/api/src/web/page-html.ts). */
const PAGE_COPY_ID = 'remote-locations';

let early: Promise<Response> | undefined;

const requestLocations = () => fetch('/remotes.json', { cache: 'no-cache' });

/** The locations the page carries, as an answer; undefined in a page without them (the dev server's). */
function pageCopy(): Response | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_COPY_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  return new Response(element.textContent, { headers: { 'content-type': 'application/json' } });
}

/**
 * Called by the entry before it loads the bootstrap chunk: takes the locations the page carries,
 * or, without them, starts the request for `/remotes.json` so it travels alongside the app's
 * code instead of after it. Kept free of imports: it is in the entry chunk.
 */
export function startRemoteLocationsRequest(): void {
  const copy = pageCopy();
  early = copy ? Promise.resolve(copy) : requestLocations();
  // Read (and its failure reported) by registerRuntimeRemotes, once the bootstrap has loaded.
  early.catch(() => undefined);
}

/** The page's copy or the early request the first time, a fresh request after that (a retry must reach the network). */
export function remoteLocationsResponse(): Promise<Response> {
  const response = early ?? requestLocations();
  early = undefined;
  return response;
}
