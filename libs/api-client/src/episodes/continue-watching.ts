import { apiFetch } from '@shelfmark/api-client';
import type { ContinueWatchingItem } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** GET /continue-watching: the caller's shows in progress with their next episode, the last watched first. */
export async function getContinueWatching(): Promise<ContinueWatchingItem[]> {
  return apiFetch<ContinueWatchingItem[]>('/continue-watching');
}

export function getContinueWatchingQueryOptions() {
  return queryOptions({ queryKey: usermediaKeys.continueWatching(), queryFn: getContinueWatching });
}

export function useContinueWatching() {
  return useQuery(getContinueWatchingQueryOptions());
}
