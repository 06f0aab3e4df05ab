let early: Promise<Response> | undefined;

const requestLocations = () => fetch('/remotes.json', { cache: 'no-cache' });

/**
 * Called by the entry before it loads the bootstrap chunk, so `/remotes.json` travels
 * alongside the app's code instead of after it. Kept free of imports: it is in the entry chunk.
 */
export function startRemoteLocationsRequest(): void {
  early = requestLocations();
  // Read (and its failure reported) by registerRuntimeRemotes, once the bootstrap has loaded.
  early.catch(() => undefined);
}

/** The early request the first time, a fresh one after that (a retry must reach the network). */
export function remoteLocationsResponse(): Promise<Response> {
  const response = early ?? requestLocations();
  early = undefined;
  return response;
}
