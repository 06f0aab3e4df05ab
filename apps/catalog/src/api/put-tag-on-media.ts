import { CALL_PREFIXES } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToLibrary } from './add-to-library';
import { checkInLibrary, inLibraryQueryKey } from './check-in-library';
import { getLibraryEntry } from './get-library-entry';
import { TAGS_QUERY_KEY } from './get-tags';

export const putTagOnMedia = withPrefix(CALL_PREFIXES.putTagOnMedia, async (usermediaID: number, tagID: number) => {
  await apiFetch(`/usermedias/${usermediaID}/tags/${tagID}`, { method: 'PUT' });
});

/**
 * Tags live on library entries, so an item that is not on the shelf yet is added to it first.
 */
export async function tagMedia({ mediaID, tagID }: { mediaID: number; tagID: number }): Promise<void> {
  const entry = (await checkInLibrary(mediaID)) ? await getLibraryEntry(mediaID) : await addToLibrary(mediaID);
  await putTagOnMedia(entry.usermediaID, tagID);
}

export function useTagMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagMedia,
    onSuccess: (_result, { mediaID }) => {
      queryClient.setQueryData(inLibraryQueryKey(mediaID), true);
      return queryClient.invalidateQueries({ queryKey: TAGS_QUERY_KEY });
    },
  });
}
