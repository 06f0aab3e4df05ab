import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { shelfVersions } from '../db/schema';

/** Cached answers older than this are computed again, so a librarian's edit to an item (its pages, title, creators) shows within it. */
export const SHELF_CACHE_MAX_AGE_MS = 10 * 60_000;
const MAX_ENTRIES = 5_000;

/** The user's shelf version (ADR 0020): 0 before their shelf first changed. */
export async function shelfVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ version: shelfVersions.version }).from(shelfVersions).where(eq(shelfVersions.userId, userId));
  return row?.version ?? 0;
}

interface Cached<T> {
  version: number;
  storedAt: number;
  value: T;
}

/**
 * Answers computed from a user's shelf, kept in this process while the user's shelf version
 * has not moved (triggers move it on every change to their entries, readings and tags, made by
 * any instance) and for at most SHELF_CACHE_MAX_AGE_MS; the least recently used go first.
 */
export function createShelfCache<T>(now: () => number = Date.now) {
  const entries = new Map<string, Cached<T>>();
  return {
    async get(db: Db, userId: number, key: string, compute: () => Promise<T>): Promise<T> {
      const id = `${userId}:${key}`;
      const version = await shelfVersion(db, userId);
      const cached = entries.get(id);
      if (cached && cached.version === version && now() - cached.storedAt < SHELF_CACHE_MAX_AGE_MS) {
        entries.delete(id);
        entries.set(id, cached);
        return cached.value;
      }
      // Computed after the version was read: a change in between moves the version, so this answer is never kept past it.
      const value = await compute();
      entries.delete(id);
      entries.set(id, { version, storedAt: now(), value });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
