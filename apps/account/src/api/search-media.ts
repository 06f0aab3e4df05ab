import { apiFetch } from '@shelfmark/api-client';
import { isSendableSearch, MediaSchema, type Media, type SearchType } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Ten or thirteen digits (an ISBN-10 may end in X), ignoring hyphens and spaces. */
function looksLikeIsbn(text: string): boolean {
  return /^(?:\d{9}[\dX]|\d{13})$/i.test(text.replace(/[\s-]/g, ''));
}

/** An ISBN is searched as one; anything else by title. */
export function catalogueSearchType(text: string): Extract<SearchType, 'Title' | 'Isbn'> {
  return looksLikeIsbn(text) ? 'Isbn' : 'Title';
}

/** POST /search (POST /search/allaccess for the admin, who also sees restricted media). */
export async function searchMedia(text: string, allAccess: boolean): Promise<Media[]> {
  const searchType = catalogueSearchType(text);
  const searchString = searchType === 'Isbn' ? text.replace(/[\s-]/g, '') : text;
  const body = await apiFetch(allAccess ? '/search/allaccess' : '/search', { method: 'POST', json: { searchString, searchType } });
  return MediaSchema.array().parse(body);
}

export function getMediaSearchQueryOptions(text: string, allAccess: boolean) {
  return queryOptions({
    queryKey: ['search', allAccess ? 'allaccess' : 'own', catalogueSearchType(text), text],
    queryFn: () => searchMedia(text, allAccess),
    enabled: isSendableSearch(text),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useMediaSearch(text: string, allAccess: boolean) {
  return useQuery(getMediaSearchQueryOptions(text, allAccess));
}
