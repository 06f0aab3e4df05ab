import { apiFetch, withPrefix } from '@shelfmark/api-client';
import {
  CALL_PREFIXES,
  CreatorSchema,
  MediaSchema,
  SeriesSchema,
  TagSchema,
  isSendableSearch,
  type Creator,
  type Media,
  type SearchRequest,
  type SearchType,
  type Series,
  type Tag,
} from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/** What one search found; Title and Isbn find media, the other types their own entities. */
export type SearchFound =
  | { kind: 'media'; items: Media[] }
  | { kind: 'creator'; items: Creator[] }
  | { kind: 'tag'; items: Tag[] }
  | { kind: 'series'; items: Series[] };

function parseFound(searchType: SearchType, body: unknown): SearchFound {
  switch (searchType) {
    case 'Title':
    case 'Isbn':
      return { kind: 'media', items: z.array(MediaSchema).parse(body) };
    case 'Creator':
      return { kind: 'creator', items: z.array(CreatorSchema).parse(body) };
    case 'Tag':
      return { kind: 'tag', items: z.array(TagSchema).parse(body) };
    case 'Series':
      return { kind: 'series', items: z.array(SeriesSchema).parse(body) };
  }
}

/** POST /search, or POST /search/allaccess for the admin. */
export const search = withPrefix(CALL_PREFIXES.search, async (request: SearchRequest, allAccess: boolean) => {
  const body = await apiFetch(allAccess ? '/search/allaccess' : '/search', { method: 'POST', json: request });
  return parseFound(request.searchType, body);
});

export function getSearchQueryOptions(request: SearchRequest, allAccess: boolean) {
  return queryOptions({
    queryKey: ['search', allAccess ? 'allaccess' : 'own', request.searchType, request.searchString],
    queryFn: () => search(request, allAccess),
    enabled: isSendableSearch(request.searchString),
    staleTime: 60_000,
    // Keeps the last results on screen while the next text is searched.
    placeholderData: (previous) => previous,
  });
}

export function useSearch(request: SearchRequest, allAccess: boolean) {
  return useQuery(getSearchQueryOptions(request, allAccess));
}
