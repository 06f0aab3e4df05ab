import { coverName, mediaPath, type MediaCreate, type MediaType } from '@shelfmark/contract';
import { createCreator, createMedia, createSeries, updateMedia } from '../api/save-media-calls';
import { uploadCover } from '../api/upload-cover';
import type { MediaFormValues } from './form-values';

export interface SaveCalls {
  createCreator: typeof createCreator;
  createSeries: typeof createSeries;
  createMedia: typeof createMedia;
  updateMedia: typeof updateMedia;
  uploadCover: typeof uploadCover;
}

const apiCalls: SaveCalls = { createCreator, createSeries, createMedia, updateMedia, uploadCover };

/**
 * The save order of the spec: new creators, then a new series, then the media item
 * (created, or updated without its isbn), then the cover. Answers the item's id and page.
 */
export async function saveMedia(
  values: MediaFormValues,
  payload: MediaCreate,
  existingID: number | null,
  calls: SaveCalls = apiCalls,
): Promise<{ mediaID: number; path: string }> {
  const creators: number[] = [];
  for (const creator of values.creators) {
    creators.push(creator.creatorID ?? (await calls.createCreator({ name: creator.name, first: creator.first, last: creator.last })));
  }
  let seriesID = values.series?.seriesID ?? null;
  if (seriesID === null && values.seriesText.trim() !== '') seriesID = await calls.createSeries(values.seriesText.trim());

  const body = { ...payload, creators, seriesID };
  let mediaID: number;
  if (existingID === null) {
    mediaID = await calls.createMedia(body);
  } else {
    const { isbn: _isbn, ...update } = body;
    await calls.updateMedia(existingID, update);
    mediaID = existingID;
  }

  const type: MediaType = payload.type;
  const name = coverName({ type, mediaID, isbn: payload.isbn ?? null });
  if (values.cover && name) await calls.uploadCover(name, values.cover);
  return { mediaID, path: mediaPath({ type, mediaID }) };
}
