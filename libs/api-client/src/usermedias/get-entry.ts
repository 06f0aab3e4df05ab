import { ApiError, apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type UserMedia } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** GET /usermedias/media/{mediaID}: the caller's entry for an item, or null when it is not on their shelf (404). */
export const getEntryOfMedia = withPrefix(CALL_PREFIXES.getMedia, async (mediaID: number): Promise<UserMedia | null> => {
  try {
    return await apiFetch<UserMedia>(`/usermedias/media/${mediaID}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

export function getEntryOfMediaQueryOptions(mediaID: number) {
  return queryOptions({ queryKey: usermediaKeys.entry(mediaID), queryFn: () => getEntryOfMedia(mediaID) });
}

export function useEntryOfMedia(mediaID: number) {
  return useQuery(getEntryOfMediaQueryOptions(mediaID));
}
