import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ShelfTotalRequest, usermediaKeys } from '../cache/query-keys';

/** The totals are whole counts; anything else is a broken answer. */
function readTotal(body: unknown): number {
  if (typeof body !== 'number' || !Number.isInteger(body) || body < 0) throw new Error(`Unexpected item total: ${String(body)}`);
  return body;
}

const getTotal = withPrefix(CALL_PREFIXES.getItemTotal, async ({ library, genre }: ShelfTotalRequest) =>
  readTotal(await apiFetch('/usermedias/library/page/total', { query: { library, genre: genre || undefined } })),
);

const getTypeTotal = withPrefix(CALL_PREFIXES.getMediaTypePageTotal, async ({ library, type, genre }: ShelfTotalRequest) =>
  readTotal(await apiFetch('/usermedias/library/page/type/total', { query: { library, type, genre: genre || undefined } })),
);

/** GET /usermedias/library/page/total, or /page/type/total when a media type is chosen: the count of the view. */
export function getShelfTotal(request: ShelfTotalRequest): Promise<number> {
  return request.type ? getTypeTotal(request) : getTotal(request);
}

export function getShelfTotalQueryOptions(request: ShelfTotalRequest) {
  return queryOptions({ queryKey: usermediaKeys.total(request), queryFn: () => getShelfTotal(request) });
}

export function useShelfTotal(request: ShelfTotalRequest, { enabled = true } = {}) {
  return useQuery({ ...getShelfTotalQueryOptions(request), enabled });
}
