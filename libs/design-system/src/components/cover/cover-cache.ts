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

/**
 * Spec section 3: covers are cached per day. Deletes the day-named caches of other days
 * (caches with other names belong to someone else and are left alone) and opens today's.
 * Resolves to null where Cache Storage is missing (insecure origin, old browser) or refuses.
 */
export async function openCoverCache(
  storage: CacheStorage | undefined = browserCaches(),
  now: Date = new Date(),
): Promise<Cache | null> {
  if (!storage) return null;
  const today = coverCacheName(now);
  try {
    const names = await storage.keys();
    await Promise.all(names.filter((name) => name !== today && DAY_NAME.test(name)).map((name) => storage.delete(name)));
    return await storage.open(today);
  } catch {
    return null;
  }
}
