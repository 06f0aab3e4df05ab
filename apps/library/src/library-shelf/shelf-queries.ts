import { getShelfPageQueryOptions, getShelfTotalQueryOptions, type ShelfPageRequest } from '@shelfmark/api-client/library';
import { LIBRARY_PAGE_SIZE, readShelfView, type ShelfView, type Sort, storedSort } from '@shelfmark/contract';
import type { QueryClient } from '@tanstack/react-query';

/** The page call of a /library view in a sort. */
export function shelfPageRequest({ page, library, type, genre }: ShelfView, sort: Sort): ShelfPageRequest {
  return { library, type, genre, pageNumber: page, pageSize: LIBRARY_PAGE_SIZE, ...sort };
}

/**
 * Fetches the opened /library view's page and count, as its screen asks for them at the first
 * render (the view in the query, the sort remembered), so that the shell can render the shelf
 * complete instead of loading first. Their answers are the calls the page started early.
 */
export function prefetchShelf(client: QueryClient, search = new URLSearchParams(window.location.search), storage: Pick<Storage, 'getItem'> = window.localStorage): Promise<unknown> {
  const view = readShelfView(search, storage);
  const { library, type, genre } = view;
  return Promise.all([
    client.prefetchQuery(getShelfPageQueryOptions(shelfPageRequest(view, storedSort(storage)))),
    client.prefetchQuery(getShelfTotalQueryOptions({ library, type, genre })),
  ]);
}
