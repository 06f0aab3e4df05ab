import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type UserMediaSummary } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ShelfPageRequest, usermediaKeys } from '../cache/query-keys';

/** The query of a page call: genre only when one is chosen (0 means none), type only on /page/type. */
function pageQuery({ library, pageNumber, pageSize, sortBy, asc, type, genre }: ShelfPageRequest) {
  return { pageNumber, pageSize, library, sortBy, asc, type, genre: genre || undefined };
}

const getPage = withPrefix(CALL_PREFIXES.getLibraryPage, async (request: ShelfPageRequest) =>
  apiFetch<UserMediaSummary[]>('/usermedias/library/page', { query: { ...pageQuery(request), type: undefined } }),
);

const getTypePage = withPrefix(CALL_PREFIXES.getMediaTypePage, async (request: ShelfPageRequest) =>
  apiFetch<UserMediaSummary[]>('/usermedias/library/page/type', { query: pageQuery(request) }),
);

/** GET /usermedias/library/page, or /page/type when a media type is chosen; both filter by genre on the server. */
export function getShelfPage(request: ShelfPageRequest): Promise<UserMediaSummary[]> {
  return request.type ? getTypePage(request) : getPage(request);
}

export function getShelfPageQueryOptions(request: ShelfPageRequest) {
  return queryOptions({ queryKey: usermediaKeys.page(request), queryFn: () => getShelfPage(request) });
}

/** A page of a shelf; with keepPrevious the last page stays on screen while the next one is fetched. */
export function useShelfPage(request: ShelfPageRequest, { keepPrevious = false, enabled = true } = {}) {
  return useQuery({ ...getShelfPageQueryOptions(request), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
