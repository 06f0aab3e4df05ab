const DAY_NAME = /^\d{4}-\d{2}-\d{2}$/;

/** The cover cache's name for a day, YYYY-MM-DD in the user's local time. */
export function coverCacheName(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function browserCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** One open-cache promise per Cache Storage (one per page) and day, shared by every cover. */
const opened = new WeakMap<CacheStorage, { name: string; cache: Promise<Cache | null> }>();

/**
 * Spec section 3: covers are cached per day. Deletes the day-named caches of other days
 * (caches with other names belong to someone else and are left alone) and opens today's.
 * Resolves to null where Cache Storage is missing (insecure origin, old browser) or refuses.
 * The result is remembered, so `todaysCoverCache()` reuses it instead of opening again.
 */
export function openCoverCache(
  storage: CacheStorage | undefined = browserCaches(),
  now: Date = new Date(),
): Promise<Cache | null> {
  if (!storage) return Promise.resolve(null);
  const today = coverCacheName(now);
  const cache = (async () => {
    try {
      const names = await storage.keys();
      await Promise.all(names.filter((name) => name !== today && DAY_NAME.test(name)).map((name) => storage.delete(name)));
      return await storage.open(today);
    } catch {
      return null;
    }
  })();
  opened.set(storage, { name: today, cache });
  return cache;
}

/**
 * Today's cover cache, opened once per page (and again only when the day changes) and shared
 * by every `Cover`. Reuses `openCoverCache()`'s result when the app called it at start.
 * Resolves to null where Cache Storage is missing or refuses.
 */
export function todaysCoverCache(
  storage: CacheStorage | undefined = browserCaches(),
  now: Date = new Date(),
): Promise<Cache | null> {
  if (!storage) return Promise.resolve(null);
  const name = coverCacheName(now);
  const known = opened.get(storage);
  if (known?.name === name) return known.cache;
  const cache = (async () => {
    try {
      return await storage.open(name);
    } catch {
      return null;
    }
  })();
  opened.set(storage, { name, cache });
  return cache;
}
