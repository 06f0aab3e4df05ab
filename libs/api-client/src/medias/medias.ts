import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Media, type MediaCreate, type MediaUpdate, type MediaCreated } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaKeys } from '../cache/query-keys';

/** GET /medias/{id}. */
export const getMedia = withPrefix(CALL_PREFIXES.getMedia, async (mediaID: number): Promise<Media> =>
  apiFetch<Media>(`/medias/${mediaID}`),
);

export function getMediaQueryOptions(mediaID: number) {
  return queryOptions({ queryKey: mediaKeys.item(mediaID), queryFn: () => getMedia(mediaID) });
}

export function useMedia(mediaID: number) {
  return useQuery(getMediaQueryOptions(mediaID));
}

/** POST /medias: answers the new mediaID. */
export async function createMedia(media: MediaCreate): Promise<number> {
  return (await apiFetch<MediaCreated>('/medias', { method: 'POST', json: media })).mediaID;
}

/** PATCH /medias/{id}: the fields given change, the others stay. */
export const updateMedia = withPrefix(CALL_PREFIXES.patchMedia, async (mediaID: number, media: Partial<MediaUpdate>): Promise<void> => {
  await apiFetch(`/medias/${mediaID}`, { method: 'PATCH', json: media });
});
