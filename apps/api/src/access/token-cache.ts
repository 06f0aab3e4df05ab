import type { TokenHolder } from './access-tokens.repository';

/** Entries remembered per instance; past this many the oldest is forgotten. */
const CACHE_SIZE = 10_000;

export interface CachedHolder {
  holder: TokenHolder;
  /** When this instance last recorded the token's use (ms), 0 for never. */
  recordedAt: number;
}

/**
 * What this instance has read of credentials (token holders, accounts' roles), so a known
 * credential costs no database read. Correct only while every change is heard: the listener
 * (token-invalidation.ts) clears it on each notification and turns it off while its connection
 * is down.
 */
export interface HeardCache<Key, Value> {
  get(key: Key): Value | undefined;
  /** The mark to give set(): taken before the database read. */
  mark(): number;
  /** Keeps a value read after `mark`, unless the cache was cleared since (the read may be older than a change). */
  set(key: Key, value: Value, mark: number): void;
  clear(): void;
  /** Whether changes are being heard; while not, nothing is kept. */
  setListening(listening: boolean): void;
}

export type TokenCache = HeardCache<string, CachedHolder>;

export function createHeardCache<Key, Value>(): HeardCache<Key, Value> {
  const entries = new Map<Key, Value>();
  let generation = 0;
  let listening = false;
  const clear = () => {
    generation++;
    entries.clear();
  };
  return {
    get: (key) => entries.get(key),
    mark: () => generation,
    set: (key, value, mark) => {
      if (!listening || mark !== generation) return;
      if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value as Key);
      entries.set(key, value);
    },
    clear,
    setListening: (now) => {
      listening = now;
      clear();
    },
  };
}

export const createTokenCache = (): TokenCache => createHeardCache();

/** What the change listener needs of a cache: several caches are cleared and turned off as one. */
export type HeardCaches = Pick<HeardCache<unknown, unknown>, 'clear' | 'setListening'>;

export function allOf(...caches: HeardCaches[]): HeardCaches {
  return {
    clear: () => caches.forEach((cache) => cache.clear()),
    setListening: (listening) => caches.forEach((cache) => cache.setListening(listening)),
  };
}
