import { CALL_PREFIXES, isSendableSearch, MediaSchema } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** POST /search by title, for adding media to a tag. */
export const searchTitles = withPrefix(CALL_PREFIXES.search, async (searchString: string) => {
  const answer = await apiFetch('/search', { method: 'POST', json: { searchString, searchType: 'Title' } });
  return MediaSchema.array().parse(answer);
});

export function getTitleSearchQueryOptions(searchString: string) {
  return queryOptions({
    queryKey: ['search', 'Title', searchString],
    queryFn: () => searchTitles(searchString),
    enabled: isSendableSearch(searchString),
  });
}

export function useTitleSearch(searchString: string) {
  return useQuery({ ...getTitleSearchQueryOptions(searchString), placeholderData: keepPreviousData });
}
