import { CALL_PREFIXES, UserMediaSchema } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inLibraryQueryKey } from './check-in-library';

/** POST /usermedias?mediaID= with no body; answers the new library entry. */
export const addToLibrary = withPrefix(CALL_PREFIXES.addMediaToLibrary, async (mediaID: number) =>
  UserMediaSchema.parse(await apiFetch('/usermedias', { method: 'POST', query: { mediaID } })),
);

export function useAddToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToLibrary,
    onSuccess: (_entry, mediaID) => {
      queryClient.setQueryData(inLibraryQueryKey(mediaID), true);
      return queryClient.invalidateQueries({ queryKey: ['usermedias', 'library'] });
    },
  });
}
