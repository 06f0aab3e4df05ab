import { UserMediaSchema } from '@shelfmark/contract';
import { apiFetch } from '@shelfmark/api-client';

/** The user's library entry for a media item (GET /usermedias/media/{mediaID}), for its usermediaID. */
export async function getLibraryEntry(mediaID: number) {
  return UserMediaSchema.parse(await apiFetch(`/usermedias/media/${mediaID}`));
}
