import { isSendableSearch, type Media, type SearchRequest } from '@shelfmark/contract';
import { useIsAdmin } from '@shelfmark/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchKeys } from '../cache/query-keys';
import { search, type SearchFound } from './search';

export function getSearchQueryOptions(request: SearchRequest, allAccess: boolean) {
  return queryOptions({
    queryKey: searchKeys.request(request.searchType, request.searchString, allAccess),
    queryFn: () => search(request, allAccess),
    enabled: isSendableSearch(request.searchString),
    staleTime: 60_000,
    // Keeps the last results on screen while the next text is searched.
    placeholderData: keepPreviousData,
  });
}

/** A search as the signed-in user may make it: the all-access search for the admin, the normal one for others. */
export function useSearch(request: SearchRequest) {
  return useQuery(getSearchQueryOptions(request, useIsAdmin()));
}

function mediaOf(found: SearchFound): Media[] {
  return found.kind === 'media' ? found.items : [];
}

/** A search for media, by title or ISBN, answering the media found; the same cache as useSearch. */
export function useMediaSearch(searchString: string, searchType: 'Title' | 'Isbn' = 'Title') {
  return useQuery({ ...getSearchQueryOptions({ searchString, searchType }, useIsAdmin()), select: mediaOf });
}
