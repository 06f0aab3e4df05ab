import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Shelf, type UserMediaSummary } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** GET /usermedias/library?library=: a whole shelf (Home's Current, Up Next? and Watch List). */
export const getShelf = withPrefix(
  CALL_PREFIXES.getMediaByLibrary,
  async (library: Shelf): Promise<UserMediaSummary[]> => apiFetch<UserMediaSummary[]>('/usermedias/library', { query: { library } }),
);

export function getShelfQueryOptions(library: Shelf) {
  return queryOptions({ queryKey: usermediaKeys.shelf(library), queryFn: () => getShelf(library) });
}

export function useShelf(library: Shelf, { enabled = true } = {}) {
  return useQuery({ ...getShelfQueryOptions(library), enabled });
}
