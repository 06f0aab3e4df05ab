import { apiFetch } from '@shelfmark/api-client';
import type { SharedView } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shareKeys } from '../cache/query-keys';

/**
 * GET /public/shares/{token}?page=: what a share link shows, for anyone. The token of a
 * signed-in reader goes along, so the owner's own visits are not counted as openings.
 */
export async function getSharedView(token: string, page = 1): Promise<SharedView> {
  return apiFetch<SharedView>(`/public/shares/${encodeURIComponent(token)}`, { query: page > 1 ? { page } : {} });
}

export function getSharedViewQueryOptions(token: string, page = 1) {
  return queryOptions({ queryKey: shareKeys.shared(token, page), queryFn: () => getSharedView(token, page), placeholderData: keepPreviousData });
}

export function useSharedView(token: string, page = 1) {
  return useQuery(getSharedViewQueryOptions(token, page));
}
