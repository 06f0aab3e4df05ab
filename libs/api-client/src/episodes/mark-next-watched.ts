import type { ContinueWatchingItem } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import { mediaKeys, usermediaKeys } from '../cache/query-keys';
import { markWatches } from './watches';

/**
 * The row after its next episode was watched: the episode after it comes next and the show
 * moves to the front (the last watched first); with none after it, the show leaves the row.
 */
export function afterNextWatched(rows: readonly ContinueWatchingItem[], item: ContinueWatchingItem, now: string): ContinueWatchingItem[] {
  const others = rows.filter((row) => row.usermediaID !== item.usermediaID);
  if (!item.following) return others;
  return [{ ...item, next: item.following, following: null, watched: item.watched + 1, lastWatched: now }, ...others];
}

/** Continue watching's one click: the show's next episode watched now, the row moving on at once and put back if the server refuses. */
export function useMarkNextWatched() {
  const client = useQueryClient();
  const key = usermediaKeys.continueWatching();
  return useMutation({
    mutationFn: (item: ContinueWatchingItem) => markWatches(item.mediaID, { submediaIDs: [item.next.submediaID] }),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ContinueWatchingItem[]>(key);
      if (before) client.setQueryData(key, afterNextWatched(before, item, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _item, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: (_result, _error, item) =>
      Promise.all([entryChanged(client, item.mediaID), client.invalidateQueries({ queryKey: mediaKeys.item(item.mediaID) })]),
  });
}
