import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, MediaSchema, type Media } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaKeys } from './query-keys';

export const getMedia = withPrefix(CALL_PREFIXES.getMedia, async (mediaID: number): Promise<Media> =>
  MediaSchema.parse(await apiFetch(`/medias/${mediaID}`)),
);

export function getMediaQueryOptions(mediaID: number) {
  return queryOptions({ queryKey: mediaKeys.media(mediaID), queryFn: () => getMedia(mediaID) });
}

export function useMedia(mediaID: number) {
  return useQuery(getMediaQueryOptions(mediaID));
}
