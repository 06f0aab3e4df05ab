import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from './query-keys';

export const removeFromLibrary = withPrefix(CALL_PREFIXES.deleteMediaFromLibrary, async (usermediaID: number): Promise<void> => {
  await apiFetch(`/usermedias/${usermediaID}`, { method: 'DELETE' });
});

export function useRemoveFromLibrary(mediaID: number, usermediaID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => removeFromLibrary(usermediaID),
    onSuccess: () => {
      client.setQueryData(mediaKeys.shelfItem(mediaID), null);
      void client.invalidateQueries({ queryKey: mediaKeys.media(mediaID) });
    },
  });
}
