import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import type { UserMediaSummary } from '@shelfmark/contract';

/**
 * The favourite flag of an entry. The shared patch shows the change at once in every list that
 * holds the entry and rolls it back when the PATCH fails; Favorites then refetches.
 */
export function useFavorite(entry: UserMediaSummary) {
  const patch = usePatchEntry();
  return { favorited: entry.favorited, toggle: (favorited: boolean) => patch.mutate({ entry, patch: { favorited } }) };
}
