import { coverName, mayUploadCover, mediaPath, mediaWriteForRole, type MediaCreate, type NewCreator, type Role } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaRecordChanged } from '../cache/invalidate';
import { uploadCover } from '../covers/upload-cover';
import { createCreator } from '../creators/creators';
import { createSeries } from '../series/series';
import { createMedia, updateMedia } from './medias';

/** A creator chosen in the media form: an existing one by id, or a new one (no id until saved). */
export type ChosenCreator = NewCreator & { creatorID?: number | undefined };

export interface MediaSave {
  /** The record as the form built it; its creators and series are filled in on save. */
  payload: Omit<MediaCreate, 'creators' | 'seriesID'>;
  creators: readonly ChosenCreator[];
  /** The chosen series, the name of a new one, or none. */
  series: { seriesID: number } | { name: string } | null;
  cover: File | null;
  /** The item being edited, or null to add one. */
  mediaID: number | null;
  /** Who saves: the payload carries only what this role may send (ADR 0029). */
  role: Role | null;
}

export interface SavedMedia {
  mediaID: number;
  /** The item's page, e.g. /book/12. */
  path: string;
}

/**
 * The save order of spec section 4: new creators, then a new series, then the media item
 * (created, or updated without its isbn), then the cover; answers the item's id and page.
 * What is sent follows the contract's role rules, so no step can be refused with a 403.
 */
export async function saveMedia({ payload, creators, series, cover, mediaID, role }: MediaSave): Promise<SavedMedia> {
  const creatorIDs: number[] = [];
  for (const { creatorID, name, first, last } of creators) creatorIDs.push(creatorID ?? (await createCreator({ name, first, last })));
  const seriesID = series === null ? null : 'seriesID' in series ? series.seriesID : await createSeries(series.name);

  const body: MediaCreate = { ...payload, creators: creatorIDs, seriesID };
  let savedID: number;
  if (mediaID === null) {
    savedID = await createMedia(mediaWriteForRole(role, body, 'create'));
  } else {
    const { isbn: _isbn, ...update } = body;
    await updateMedia(mediaID, mediaWriteForRole(role, update, 'update'));
    savedID = mediaID;
  }

  const name = coverName({ type: payload.type, mediaID: savedID, isbn: payload.isbn ?? null });
  // A new item has no cover yet (a record's cover goes with it); an edited one may.
  const allowed = mayUploadCover(role, { addedByUploader: mediaID === null, hasCover: mediaID !== null });
  if (cover && name && allowed) await uploadCover(name, cover);
  return { mediaID: savedID, path: mediaPath({ type: payload.type, mediaID: savedID }) };
}

/** Saves from the add and edit forms; every view of media records is stale afterwards. */
export function useSaveMedia() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMedia, onSuccess: () => mediaRecordChanged(client) });
}
