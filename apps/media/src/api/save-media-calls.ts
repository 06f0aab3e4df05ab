import { apiFetch, withPrefix } from '@shelfmark/api-client';
import {
  CALL_PREFIXES,
  CreatorCreatedSchema,
  MediaCreatedSchema,
  SeriesCreatedSchema,
  type MediaCreate,
  type MediaUpdate,
  type NewCreator,
} from '@shelfmark/contract';

export const createCreator = withPrefix(CALL_PREFIXES.postCreator, async (creator: NewCreator): Promise<number> =>
  CreatorCreatedSchema.parse(await apiFetch('/creators', { method: 'POST', json: creator })).creatorID,
);

export const createSeries = withPrefix(CALL_PREFIXES.postSeries, async (name: string): Promise<number> =>
  SeriesCreatedSchema.parse(await apiFetch('/series', { method: 'POST', text: name })).seriesID,
);

export async function createMedia(media: MediaCreate): Promise<number> {
  return MediaCreatedSchema.parse(await apiFetch('/medias', { method: 'POST', json: media })).mediaID;
}

export const updateMedia = withPrefix(CALL_PREFIXES.patchMedia, async (mediaID: number, media: MediaUpdate): Promise<void> => {
  await apiFetch(`/medias/${mediaID}`, { method: 'PATCH', json: media });
});
