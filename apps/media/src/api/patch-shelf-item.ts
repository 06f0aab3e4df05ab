import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, UserMediaSchema, type UserMedia, type UserMediaPatch } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from './query-keys';

export const patchShelfItem = withPrefix(
  CALL_PREFIXES.patchMedia,
  async (usermediaID: number, patch: UserMediaPatch): Promise<UserMedia> =>
    UserMediaSchema.parse(await apiFetch(`/usermedias/${usermediaID}`, { method: 'PATCH', json: patch })),
);

/**
 * Changes one field of the entry. The change shows at once (optimistic) and is rolled back
 * when the server refuses it; the server's answer replaces the entry afterwards.
 */
export function usePatchShelfItem(item: UserMedia) {
  const client = useQueryClient();
  const key = mediaKeys.shelfItem(item.mediaID);
  return useMutation({
    mutationFn: (patch: UserMediaPatch) => patchShelfItem(item.usermediaID, patch),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<UserMedia | null>(key);
      if (previous) client.setQueryData(key, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (updated) => client.setQueryData(key, updated),
  });
}
