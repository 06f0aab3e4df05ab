import { describe, expect, it, vi } from 'vitest';
import { coverCacheName, openCoverCache, todaysCoverCache } from './cover-cache';

class FakeCacheStorage implements CacheStorage {
  readonly stores = new Map<string, Cache>();

  constructor(names: string[]) {
    for (const name of names) this.stores.set(name, {} as Cache);
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }

  async has(name: string) {
    return this.stores.has(name);
  }

  async open(name: string) {
    const existing = this.stores.get(name);
    if (existing) return existing;
    const created = {} as Cache;
    this.stores.set(name, created);
    return created;
  }

  async match() {
    return undefined;
  }
}

const MARCH_5 = new Date(2026, 2, 5, 23, 30);

describe('openCoverCache', () => {
  it('names the cache after the local day', () => {
    expect(coverCacheName(MARCH_5)).toBe('2026-03-05');
  });

  it("deletes other days' caches, keeps foreign ones and opens today's", async () => {
    const storage = new FakeCacheStorage(['2026-03-04', '2025-12-31', 'workbox-precache']);
    const cache = await openCoverCache(storage, MARCH_5);
    expect(cache).toBe(storage.stores.get('2026-03-05'));
    expect([...storage.stores.keys()].sort()).toEqual(['2026-03-05', 'workbox-precache']);
  });

  it("reuses today's cache when it already exists", async () => {
    const storage = new FakeCacheStorage(['2026-03-05']);
    const existing = storage.stores.get('2026-03-05');
    expect(await openCoverCache(storage, MARCH_5)).toBe(existing);
  });

  it('resolves to null without Cache Storage', async () => {
    expect(await openCoverCache(undefined, MARCH_5)).toBeNull();
  });

  it('resolves to null when the browser refuses', async () => {
    const storage = new FakeCacheStorage([]);
    vi.spyOn(storage, 'open').mockRejectedValue(new DOMException('denied', 'SecurityError'));
    expect(await openCoverCache(storage, MARCH_5)).toBeNull();
  });
});

describe('todaysCoverCache', () => {
  it("opens today's cache once and shares the promise", async () => {
    const storage = new FakeCacheStorage([]);
    const open = vi.spyOn(storage, 'open');
    const first = todaysCoverCache(storage, MARCH_5);
    expect(todaysCoverCache(storage, MARCH_5)).toBe(first);
    expect(await first).toBe(storage.stores.get('2026-03-05'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('reuses the cache openCoverCache opened at start', async () => {
    const storage = new FakeCacheStorage(['2026-03-04']);
    const started = openCoverCache(storage, MARCH_5);
    expect(todaysCoverCache(storage, MARCH_5)).toBe(started);
  });

  it("opens the new day's cache after midnight", async () => {
    const storage = new FakeCacheStorage([]);
    await todaysCoverCache(storage, MARCH_5);
    expect(await todaysCoverCache(storage, new Date(2026, 2, 6, 0, 5))).toBe(storage.stores.get('2026-03-06'));
  });

  it('resolves to null without Cache Storage or when the browser refuses', async () => {
    expect(await todaysCoverCache(undefined, MARCH_5)).toBeNull();
    const storage = new FakeCacheStorage([]);
    vi.spyOn(storage, 'open').mockRejectedValue(new DOMException('denied', 'SecurityError'));
    expect(await todaysCoverCache(storage, MARCH_5)).toBeNull();
  });
});
