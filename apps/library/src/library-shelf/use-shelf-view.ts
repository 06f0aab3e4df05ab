import { useShelfPage, useShelfTotal } from '@shelfmark/api-client/library';
import { LIBRARY_PAGE_SIZE, pageCount, type Sort, type UserMediaSummary } from '@shelfmark/contract';
import type { ShelfParams } from './shelf-params';

export interface ShelfView {
  entries: UserMediaSummary[] | undefined;
  /** Undefined until the count is known. */
  totalPages: number | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The entries of the /library view: one page from the server, filtered and sorted there, with the view's count for the pager. */
export function useShelfView({ page, library, type, genre }: ShelfParams, sort: Sort): ShelfView {
  const pageQuery = useShelfPage({ library, type, genre, pageNumber: page, pageSize: LIBRARY_PAGE_SIZE, ...sort });
  const total = useShelfTotal({ library, type, genre });
  return {
    entries: pageQuery.data,
    totalPages: total.data === undefined ? undefined : pageCount(total.data, LIBRARY_PAGE_SIZE),
    isPending: pageQuery.isPending,
    isError: pageQuery.isError || total.isError,
    refetch: () => Promise.all([pageQuery.refetch(), total.refetch()]),
  };
}
