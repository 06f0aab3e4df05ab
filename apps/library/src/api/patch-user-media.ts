import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type UserMedia, type UserMediaPatch, UserMediaSchema } from '@shelfmark/contract';

/** PATCH /usermedias/{id}: one of status, rating, progress, review or favorited; answers the updated entry. */
export const patchUserMedia = withPrefix(
  CALL_PREFIXES.patchMedia,
  async (usermediaID: number, patch: UserMediaPatch): Promise<UserMedia> =>
    UserMediaSchema.parse(await apiFetch(`/usermedias/${usermediaID}`, { method: 'PATCH', json: patch })),
);
