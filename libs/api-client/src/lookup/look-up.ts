import { apiFetch, apiResponse } from '@shelfmark/api-client';
import type { LookupQuery, LookupResponse } from '@shelfmark/contract';
import { queryOptions } from '@tanstack/react-query';
import { lookupKeys } from '../cache/query-keys';

/** The services' answers change slowly and the server keeps them a day; an hour in the page is plenty. */
const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** GET /lookup: matches from the metadata service of the type, and how that service answered. */
export async function lookUp(query: LookupQuery): Promise<LookupResponse> {
  return apiFetch<LookupResponse>('/lookup', { query: { type: query.type, isbn: query.isbn, q: query.q, year: query.year, id: query.id } });
}

export function getLookupQueryOptions(query: LookupQuery) {
  return queryOptions({ queryKey: lookupKeys.query(query), queryFn: () => lookUp(query), staleTime: LOOKUP_STALE_MS, retry: false });
}

/**
 * A result's cover through the server's proxy (GET /lookup/covers/…; coverUrl is the server's
 * own address for it, under the API's base path): the image as the service sent it.
 */
export async function fetchLookupCover(coverUrl: string): Promise<Blob> {
  const path = coverUrl.replace(/^(?:https?:\/\/[^/]+)?\/api\/v1(?=\/)/, '');
  if (!path.startsWith('/lookup/covers/')) throw new Error(`Not a look-up cover: ${coverUrl}`);
  return (await apiResponse(path)).blob();
}
