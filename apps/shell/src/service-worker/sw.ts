/// <reference lib="webworker" />
// The shell's service worker (docs/adr/0039-installable-and-offline.md), built into /sw.js by
// tools/rspack/service-worker-config.ts, which replaces self.__WB_MANIFEST with the shell's files.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { registerPushHandlers } from './push-events';
import {
  CACHE_NAMES,
  isAppNavigation,
  isHashedRemoteFile,
  isRemoteLocation,
  PAGE_ENTRIES,
  REMOTE_FILE_ENTRIES,
  REMOTE_FILE_MAX_AGE_SECONDS,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new shell takes over at once: every file it precaches is named by its content, and pages
// come from the network, so an open tab keeps working with the files it already has.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: from the network whenever it answers (it carries the current remote locations), the
// last copy of the same page offline, else any page the user had (the app routes on its own).
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: PAGE_ENTRIES })],
});
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const cache = await caches.open(CACHE_NAMES.pages);
      const anyPage = async () => {
        const [first] = await cache.keys();
        return first && cache.match(first);
      };
      const fallback = (await cache.match('/')) ?? (await anyPage());
      if (fallback) return fallback;
      throw error;
    }
  },
);

registerRoute(
  ({ url }) => isRemoteLocation(url, self.location.origin),
  new NetworkFirst({ cacheName: CACHE_NAMES.remoteLocations, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  ({ url, request }) => (request.destination === 'script' || request.destination === 'style' || request.destination === '') && isHashedRemoteFile(url, self.location.origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.remoteFiles,
    plugins: [
      // 0: a remote on another origin loaded by a plain <script> (an opaque answer).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: REMOTE_FILE_ENTRIES, maxAgeSeconds: REMOTE_FILE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Release reminders (ADR 0041): a push shows its notification, a click opens the release.
registerPushHandlers(self);
