/**
 * What the service worker does with each request (docs/adr/0039-installable-and-offline.md).
 * Pure functions of the URL, so they are tested without a worker.
 */

/** A file named by its content hash (`route-library.1a2b3c4d.js`): its content never changes. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** The names of the caches the worker fills at runtime (the precache is Workbox's own). */
export const CACHE_NAMES = {
  pages: 'shelfmark-pages',
  remoteFiles: 'shelfmark-remote-files',
  remoteLocations: 'shelfmark-remote-locations',
} as const;

/** Visited pages kept as offline fallbacks; the page is the same shell for every path, its preload links aside. */
export const PAGE_ENTRIES = 30;
/** Remote files outlive a few redeploys, then go: a month, and at most this many. */
export const REMOTE_FILE_ENTRIES = 400;
export const REMOTE_FILE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A page load the worker answers network-first: any navigation but the API's own pages (its docs). */
export function isAppNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && !url.pathname.startsWith('/api/') && url.pathname !== '/api' && !url.pathname.startsWith('/remotes/');
}

/**
 * Where the shell learns which remote version to load: `/remotes.json` and each remote's
 * `mf-manifest.json`, on this origin or the remote's. Network-first, so a redeployed remote is
 * seen on the next launch; the cached copy only answers offline.
 */
export function isRemoteLocation(url: URL, origin: string): boolean {
  return (url.origin === origin && url.pathname === '/remotes.json') || url.pathname.endsWith('/mf-manifest.json');
}

/** A remote's content-hashed file (any origin): cache-first, as its name changes with its content. */
export function isHashedRemoteFile(url: URL, origin: string): boolean {
  if (!HASHED_FILE.test(url.pathname)) return false;
  // The shell's own files are precached; on this origin only /remotes/<name>/ holds remotes.
  return url.origin !== origin || url.pathname.startsWith('/remotes/');
}
