import { ApiError, apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, UserMediaSchema, type UserMedia } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaKeys } from './query-keys';

/** The caller's library entry for a media item, or null when it is not on their shelf (404). */
export const getShelfItem = withPrefix(CALL_PREFIXES.getMedia, async (mediaID: number): Promise<UserMedia | null> => {
  try {
    return UserMediaSchema.parse(await apiFetch(`/usermedias/media/${mediaID}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

export function getShelfItemQueryOptions(mediaID: number) {
  return queryOptions({ queryKey: mediaKeys.shelfItem(mediaID), queryFn: () => getShelfItem(mediaID) });
}

export function useShelfItem(mediaID: number) {
  return useQuery(getShelfItemQueryOptions(mediaID));
}
