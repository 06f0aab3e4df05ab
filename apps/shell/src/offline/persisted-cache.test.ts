import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, keys } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetQueryCaches, PERSISTED_CACHE_MAX_AGE_MS, persistQueryCache, restoreQueryCache } from './persisted-cache';

const savedKeys = () => keys(createStore('shelfmark-offline', 'query-cache'));

async function saveFor(userId: number, fill: (client: QueryClient) => void): Promise<void> {
  const client = new QueryClient();
  const stop = persistQueryCache(client, userId);
  fill(client);
  // Written a second after the change.
  await vi.waitFor(async () => expect(await savedKeys()).toContain(`user:${userId}`), { timeout: 5_000 });
  stop();
}

afterEach(() => forgetQueryCaches());

describe('the offline copy of the query cache', () => {
  it('restores what the user’s screens had', async () => {
    await saveFor(1, (client) => client.setQueryData(['shelf', 'library'], ['Dune']));
    const restored = new QueryClient();
    expect(await restoreQueryCache(restored, 1)).toBe(true);
    expect(restored.getQueryData(['shelf', 'library'])).toEqual(['Dune']);
  });

  it('keeps the last answer of a query whose refetch failed, as that answer', async () => {
    await saveFor(1, (client) => {
      client.setQueryData(['media', 7], { title: 'Dune' });
      const query = client.getQueryCache().find({ queryKey: ['media', 7] })!;
      query.setState({ status: 'error', error: new TypeError('Failed to fetch'), fetchFailureCount: 3 });
    });
    const restored = new QueryClient();
    expect(await restoreQueryCache(restored, 1)).toBe(true);
    expect(restored.getQueryState(['media', 7])).toMatchObject({ status: 'success', data: { title: 'Dune' }, error: null });
  });

  it('is not shown past its maximum age, nor to another user', async () => {
    await saveFor(1, (client) => client.setQueryData(['shelf', 'library'], ['Dune']));
    const late = new QueryClient();
    expect(await restoreQueryCache(late, 1, Date.now() + PERSISTED_CACHE_MAX_AGE_MS + 1)).toBe(false);
    expect(late.getQueryData(['shelf', 'library'])).toBeUndefined();
    expect(await restoreQueryCache(new QueryClient(), 2)).toBe(false);
  });

  it('is removed for everyone but the signed-in user, and for all at sign-out', async () => {
    await saveFor(1, (client) => client.setQueryData(['a'], 1));
    await saveFor(2, (client) => client.setQueryData(['a'], 2));
    await forgetQueryCaches(2);
    expect(await savedKeys()).toEqual(['user:2']);
    await forgetQueryCaches();
    expect(await savedKeys()).toEqual([]);
  });
});
