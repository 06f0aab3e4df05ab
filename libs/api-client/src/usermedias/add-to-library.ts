import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Status, type UserMedia } from '@shelfmark/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { shelfMembershipChanged } from '../cache/invalidate';
import { usermediaKeys } from '../cache/query-keys';

/**
 * POST /usermedias?mediaID= with no body, filed In Library, or onto the shelf given (&status=,
 * which carries the readings along like a status change); answers the new entry.
 */
export const addToLibrary = withPrefix(CALL_PREFIXES.addMediaToLibrary, async (mediaID: number, status?: Status): Promise<UserMedia> =>
  apiFetch<UserMedia>('/usermedias', { method: 'POST', query: status && status !== 'library' ? { mediaID, status } : { mediaID } }),
);

export interface AddToLibraryInput {
  mediaID: number;
  /** The shelf to file it on; In Library when left out. */
  status?: Status;
}

/** Writes a new entry where the detail page and the in-library check read it, and marks the rest stale. */
export function onAddedToLibrary(client: QueryClient, entry: UserMedia): Promise<void> {
  client.setQueryData(usermediaKeys.entry(entry.mediaID), entry);
  client.setQueryData(usermediaKeys.check(entry.mediaID), true);
  return shelfMembershipChanged(client, entry.mediaID, { entryAnswered: true });
}

/** Add To Library, from the detail page or the catalogue. */
export function useAddToLibrary() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ mediaID, status }: AddToLibraryInput) => addToLibrary(mediaID, status), onSuccess: (entry) => onAddedToLibrary(client, entry) });
}
