import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type MediaType, type Shelf } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from './library-keys';

/** The totals are whole counts; anything else is a broken answer. */
function readTotal(body: unknown): number {
  if (typeof body !== 'number' || !Number.isInteger(body) || body < 0) throw new Error(`Unexpected item total: ${String(body)}`);
  return body;
}

export interface ShelfTotalRequest {
  library: Shelf;
  type?: MediaType | undefined;
}

const getTotal = withPrefix(CALL_PREFIXES.getItemTotal, async (library: Shelf) =>
  readTotal(await apiFetch('/usermedias/library/page/total', { query: { library } })),
);

const getTypeTotal = withPrefix(CALL_PREFIXES.getMediaTypePageTotal, async (library: Shelf, type: MediaType) =>
  readTotal(await apiFetch('/usermedias/library/page/type/total', { query: { library, type } })),
);

/** GET /usermedias/library/page/total, or /page/type/total when a media type is chosen: the item count. */
export function getShelfTotal({ library, type }: ShelfTotalRequest): Promise<number> {
  return type ? getTypeTotal(library, type) : getTotal(library);
}

export function getShelfTotalQueryOptions(request: ShelfTotalRequest) {
  return queryOptions({
    queryKey: [...libraryKeys.all, 'total', request.library, request.type ?? null],
    queryFn: () => getShelfTotal(request),
  });
}

export function useShelfTotal(request: ShelfTotalRequest, { enabled = true } = {}) {
  return useQuery({ ...getShelfTotalQueryOptions(request), enabled });
}
