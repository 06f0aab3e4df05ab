import { apiFetch, withPrefix } from '@shelfmark/api-client';
import {
  CALL_PREFIXES,
  type MediaType,
  type Shelf,
  type Sort,
  type UserMediaSummary,
  UserMediaSummarySchema,
} from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from './library-keys';

const PageSchema = UserMediaSummarySchema.array();

export interface ShelfPageRequest extends Sort {
  library: Shelf;
  pageNumber: number;
  pageSize: number;
  type?: MediaType | undefined;
}

const getPage = withPrefix(CALL_PREFIXES.getLibraryPage, async ({ type: _type, ...query }: ShelfPageRequest) =>
  PageSchema.parse(await apiFetch('/usermedias/library/page', { query: { ...query } })),
);

const getTypePage = withPrefix(CALL_PREFIXES.getMediaTypePage, async (query: ShelfPageRequest) =>
  PageSchema.parse(await apiFetch('/usermedias/library/page/type', { query: { ...query } })),
);

/** GET /usermedias/library/page, or /page/type when a media type is chosen. */
export function getShelfPage(request: ShelfPageRequest): Promise<UserMediaSummary[]> {
  return request.type ? getTypePage(request) : getPage(request);
}

export function getShelfPageQueryOptions(request: ShelfPageRequest) {
  return queryOptions({ queryKey: [...libraryKeys.pages(), request], queryFn: () => getShelfPage(request) });
}

/** A page of a shelf; with keepPrevious the last page stays on screen while the next one is fetched. */
export function useShelfPage(request: ShelfPageRequest, { keepPrevious = false, enabled = true } = {}) {
  return useQuery({ ...getShelfPageQueryOptions(request), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
