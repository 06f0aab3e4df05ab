import type { TokenHolder } from './access-tokens.repository';

/** Tokens remembered per instance; past this many the oldest is forgotten. */
const CACHE_SIZE = 10_000;

export interface CachedHolder {
  holder: TokenHolder;
  /** When this instance last recorded the token's use (ms), 0 for never. */
  recordedAt: number;
}

/**
 * The token holders this instance has read, so a request with a known token costs no database
 * read. Correct only while every change is heard: the listener (token-invalidation.ts) clears
 * it on each notification and turns it off while its connection is down.
 */
export interface TokenCache {
  get(secretHash: string): CachedHolder | undefined;
  /** The mark to give set(): taken before the database read. */
  mark(): number;
  /** Keeps a holder read after `mark`, unless the cache was cleared since (the read may be older than a revocation). */
  set(secretHash: string, entry: CachedHolder, mark: number): void;
  clear(): void;
  /** Whether changes are being heard; while not, nothing is kept. */
  setListening(listening: boolean): void;
}

export function createTokenCache(): TokenCache {
  const entries = new Map<string, CachedHolder>();
  let generation = 0;
  let listening = false;
  const clear = () => {
    generation++;
    entries.clear();
  };
  return {
    get: (secretHash) => entries.get(secretHash),
    mark: () => generation,
    set: (secretHash, entry, mark) => {
      if (!listening || mark !== generation) return;
      if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value as string);
      entries.set(secretHash, entry);
    },
    clear,
    setListening: (now) => {
      listening = now;
      clear();
    },
  };
}
