import { dehydrate, hydrate } from '@shelfmark/query-hydration';
import type { DehydratedState, QueryClient } from '@tanstack/query-core';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';

/** The query cache a user last saw, kept per user in IndexedDB (docs/adr/0039-installable-and-offline.md). */
const store = () => createStore('shelfmark-offline', 'query-cache');

/** Past this a saved cache is not shown: a week-old shelf is more misleading than an offline notice. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are gathered: a screen fills several queries at once. */
const WRITE_DELAY_MS = 1_000;

interface PersistedCache {
  savedAt: number;
  state: DehydratedState;
}

const keyFor = (userId: number) => `user:${userId}`;

/** Restores the user's saved cache (answers and the changes waiting to be sent) unless it is older than the maximum age. */
export async function restoreQueryCache(client: QueryClient, userId: number, now = Date.now()): Promise<boolean> {
  const saved = await get<PersistedCache>(keyFor(userId), store());
  if (!saved) return false;
  if (now - saved.savedAt > PERSISTED_CACHE_MAX_AGE_MS) {
    // Changes still waiting are kept: only the answers are too old to show.
    hydrate(client, { queries: [], mutations: saved.state.mutations });
    return false;
  }
  hydrate(client, saved.state);
  return true;
}

/**
 * What is saved: the answers the screens had and the changes waiting for the connection (paused
 * mutations), in order. A query whose last refetch failed (a flaky connection) keeps its last
 * answer in the copy, saved as that answer: the copy shows what was last fetched, not the failure.
 */
export function snapshotOf(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.data !== undefined,
    shouldDehydrateMutation: (mutation) => mutation.state.isPaused || mutation.state.status === 'pending',
  });
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } } : query,
    ),
  };
}

/** Saves the cache as it is now and whenever it changes (gathered over a second) until the returned stop is called. */
export function persistQueryCache(client: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    void set(keyFor(userId), { savedAt: Date.now(), state: snapshotOf(client) } satisfies PersistedCache, store()).catch((error: unknown) =>
      console.warn('Could not save the offline copy', error),
    );
  };
  const schedule = () => {
    timer ??= setTimeout(save, WRITE_DELAY_MS);
  };
  const stopQueries = client.getQueryCache().subscribe(schedule);
  const stopMutations = client.getMutationCache().subscribe(schedule);
  // Leaving the page must not lose a change made in the last second.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  // It starts after the first screen, whose answers are already in: they are saved too.
  schedule();
  return () => {
    stopQueries();
    stopMutations();
    window.removeEventListener('pagehide', flush);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Removes every saved cache but the given user's (all of them at sign-out). */
export async function forgetQueryCaches(keepUserId?: number): Promise<void> {
  if (keepUserId === undefined) return clear(store());
  const others = (await keys(store())).filter((key) => key !== keyFor(keepUserId));
  await Promise.all(others.map((key) => del(key, store())));
}
