import type { UserMediaSummary } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { libraryKeys } from '../api/library-keys';
import { patchUserMedia } from '../api/patch-user-media';

/**
 * The favourite flag of an entry, flipped optimistically: the star changes at once and
 * goes back when the PATCH fails. On success the shelves refetch (Favorites gains or loses it).
 */
export function useFavorite(entry: UserMediaSummary) {
  const queryClient = useQueryClient();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const mutation = useMutation({
    mutationFn: (favorited: boolean) => patchUserMedia(entry.usermediaID, { favorited }),
    onMutate: (favorited) => setOptimistic(favorited),
    onError: () => setOptimistic(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: libraryKeys.all });
      setOptimistic(null);
    },
  });
  return { favorited: optimistic ?? entry.favorited, toggle: (favorited: boolean) => mutation.mutate(favorited) };
}
