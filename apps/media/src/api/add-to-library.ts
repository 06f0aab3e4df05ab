import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, UserMediaSchema, type UserMedia } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from './query-keys';

export const addToLibrary = withPrefix(CALL_PREFIXES.addMediaToLibrary, async (mediaID: number): Promise<UserMedia> =>
  UserMediaSchema.parse(await apiFetch('/usermedias', { method: 'POST', query: { mediaID } })),
);

export function useAddToLibrary(mediaID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => addToLibrary(mediaID),
    onSuccess: (item) => {
      client.setQueryData(mediaKeys.shelfItem(mediaID), item);
      void client.invalidateQueries({ queryKey: mediaKeys.media(mediaID) });
    },
  });
}
