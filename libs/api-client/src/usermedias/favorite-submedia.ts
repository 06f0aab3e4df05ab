import { apiFetch } from '@shelfmark/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '../cache/query-keys';

/** PATCH /usersubmedias/{id}: {favorited}, a song's or episode's favourite. */
export async function favoriteSubmedia(usersubmediaID: number, favorited: boolean): Promise<void> {
  await apiFetch(`/usersubmedias/${usersubmediaID}`, { method: 'PATCH', json: { favorited } });
}

/** The item carries its songs with the user's favourites, so it is refetched after a change. */
export function useFavoriteSubmedia(mediaID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ usersubmediaID, favorited }: { usersubmediaID: number; favorited: boolean }) => favoriteSubmedia(usersubmediaID, favorited),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.item(mediaID) }),
  });
}
