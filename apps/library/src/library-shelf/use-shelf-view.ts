import { LIBRARY_PAGE_SIZE, pageCount, type Sort, type UserMediaSummary } from '@shelfmark/contract';
import { useShelf } from '../api/get-shelf';
import { useShelfPage } from '../api/get-shelf-page';
import { useShelfTotal } from '../api/get-shelf-total';
import type { ShelfParams } from './shelf-params';
import { sortEntries } from './sort-entries';

export interface ShelfView {
  entries: UserMediaSummary[] | undefined;
  /** Undefined until the count is known. */
  totalPages: number | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One page from the server, with the shelf's count for the pager. */
function usePagedView({ page, library, type }: ShelfParams, sort: Sort, enabled: boolean): ShelfView {
  const request = { library, type, pageNumber: page, pageSize: LIBRARY_PAGE_SIZE, ...sort };
  const pageQuery = useShelfPage(request, { enabled });
  const total = useShelfTotal({ library, type }, { enabled });
  return {
    entries: pageQuery.data,
    totalPages: total.data === undefined ? undefined : pageCount(total.data, LIBRARY_PAGE_SIZE),
    isPending: pageQuery.isPending,
    isError: pageQuery.isError || total.isError,
    refetch: () => Promise.all([pageQuery.refetch(), total.refetch()]),
  };
}

/** The paged calls take no genre, so a genre view filters, sorts and pages the whole shelf in the browser. */
function useGenreView({ page, library, type, genre }: ShelfParams, sort: Sort, enabled: boolean): ShelfView {
  const shelf = useShelf(library, { enabled });
  const matching = shelf.data?.filter(
    ({ media }) => (!type || media.type === type) && media.genres.some((ref) => ref.genreID === genre),
  );
  const start = (page - 1) * LIBRARY_PAGE_SIZE;
  return {
    entries: matching && sortEntries(matching, sort).slice(start, start + LIBRARY_PAGE_SIZE),
    totalPages: matching && pageCount(matching.length, LIBRARY_PAGE_SIZE),
    isPending: shelf.isPending,
    isError: shelf.isError,
    refetch: shelf.refetch,
  };
}

/** The entries of the /library view, LIBRARY_PAGE_SIZE a page. */
export function useShelfView(params: ShelfParams, sort: Sort): ShelfView {
  const byGenre = params.genre !== 0;
  const paged = usePagedView(params, sort, !byGenre);
  const filtered = useGenreView(params, sort, byGenre);
  return byGenre ? filtered : paged;
}
