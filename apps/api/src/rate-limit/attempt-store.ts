export interface Window {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and counting starts again. */
  resetInMs: number;
}

/**
 * Counts attempts per key in fixed windows. In memory it counts for one instance; in Redis
 * for every instance that shares the Redis server.
 */
export interface AttemptStore {
  readonly kind: 'memory' | 'redis';
  hit(key: string, windowMs: number): Promise<Window>;
  close(): Promise<void>;
}

/** Fixed windows per key in this process; expired windows are swept as new ones open. */
export function memoryAttemptStore(now = () => Date.now()): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    kind: 'memory',
    hit: async (key, windowMs) => {
      const time = now();
      if (time >= nextSweep) {
        for (const [held, window] of windows) if (window.resetAt <= time) windows.delete(held);
        nextSweep = time + windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    close: async () => windows.clear(),
  };
}

export interface AttemptCounter {
  /** Counts an attempt; answers how long to wait when it is over the limit, else 0. */
  hit(key: string): Promise<number>;
}

/** At most `max` attempts per key and window; `name` keeps each limit's keys apart in a shared store. */
export function createAttemptCounter(store: AttemptStore, name: string, max: number, windowMs = 60_000): AttemptCounter {
  return {
    hit: async (key) => {
      const window = await store.hit(`${name}:${key}`, windowMs);
      return window.count > max ? window.resetInMs : 0;
    },
  };
}
