import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shelfMembershipChanged } from '../cache/invalidate';
import { usermediaKeys } from '../cache/query-keys';

/** DELETE /usermedias/{id}: the entry with its rating, review, readings, journal and tags. */
export const removeFromLibrary = withPrefix(CALL_PREFIXES.deleteMediaFromLibrary, async (usermediaID: number): Promise<void> => {
  await apiFetch(`/usermedias/${usermediaID}`, { method: 'DELETE' });
});

export interface EntryRef {
  usermediaID: number;
  mediaID: number;
}

/** Delete From Library: the item is off the shelf everywhere at once. */
export function useRemoveFromLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ usermediaID }: EntryRef) => removeFromLibrary(usermediaID),
    onSuccess: (_done, { mediaID }) => {
      client.setQueryData(usermediaKeys.entry(mediaID), null);
      client.setQueryData(usermediaKeys.check(mediaID), false);
      return shelfMembershipChanged(client, mediaID, { entryAnswered: true });
    },
  });
}
