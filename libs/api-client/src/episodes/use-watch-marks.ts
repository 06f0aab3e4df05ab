import { QUEUED_CHANGES_SCOPE, queuedChangeKeys } from '@shelfmark/api-client';
import type { Media, UserMedia, UserMediaSummary, WatchResult } from '@shelfmark/contract';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import { mediaKeys, usermediaKeys } from '../cache/query-keys';
import { expectedChanges, watchProgress, withWatchStates, type WatchSelection } from './watch-selection';
import { markWatches, unmarkWatches } from './watches';

export interface WatchMarkInput {
  selection: WatchSelection;
  /** A day (YYYY-MM-DD) or a date-time, never later than today; left out, now. */
  date?: string;
}

type Snapshot = [QueryKey, unknown][];

/**
 * The marks shown at once: on the item's songs or episodes, and as the entry's progress on its
 * detail and in every list holding it. Answers what to put back if the server refuses.
 */
function applyExpected(client: QueryClient, mediaID: number, selection: WatchSelection, watched: boolean, at: string): Snapshot {
  const media = client.getQueryData<Media>(mediaKeys.item(mediaID));
  const entry = client.getQueryData<UserMedia | null>(usermediaKeys.entry(mediaID));
  const snapshot: Snapshot = [
    [mediaKeys.item(mediaID), media],
    [usermediaKeys.entry(mediaID), entry],
    ...client.getQueriesData({ queryKey: usermediaKeys.lists() }),
  ];
  if (!media) return snapshot;
  const marked = withWatchStates(media, expectedChanges(media.submedia, selection, watched, at));
  client.setQueryData(mediaKeys.item(mediaID), marked);
  if (entry) {
    const progress = watchProgress(marked.submedia).watched;
    client.setQueryData<UserMedia>(usermediaKeys.entry(mediaID), { ...entry, progress });
    client.setQueriesData<unknown>({ queryKey: usermediaKeys.lists() }, (old: unknown) =>
      Array.isArray(old)
        ? (old as UserMediaSummary[]).map((item) => (item.usermediaID === entry.usermediaID && 'progress' in item ? { ...item, progress } : item))
        : old,
    );
  }
  return snapshot;
}

function useWatchMutation(mediaID: number, watched: boolean) {
  const client = useQueryClient();
  return useMutation({
    // Offline, the marks wait in order with the other queued changes (core/queued-changes.ts).
    mutationKey: queuedChangeKeys.watchMarks(mediaID, watched),
    scope: QUEUED_CHANGES_SCOPE,
    mutationFn: ({ selection, date }: WatchMarkInput): Promise<WatchResult> =>
      watched ? markWatches(mediaID, { ...selection, ...(date ? { date } : {}) }) : unmarkWatches(mediaID, selection),
    onMutate: async ({ selection, date }) => {
      await Promise.all([
        client.cancelQueries({ queryKey: mediaKeys.item(mediaID) }),
        client.cancelQueries({ queryKey: usermediaKeys.entry(mediaID) }),
        client.cancelQueries({ queryKey: usermediaKeys.lists() }),
      ]);
      const wasOnShelf = Boolean(client.getQueryData(usermediaKeys.entry(mediaID)));
      return { wasOnShelf, snapshot: applyExpected(client, mediaID, selection, watched, date ?? new Date().toISOString()) };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) client.setQueryData(queryKey, data);
    },
    onSuccess: (result, _variables, context) => {
      // Added to the shelf by the mark: its songs now carry the user's ids (their favourites), so the item is read again.
      if (!context.wasOnShelf) return client.invalidateQueries({ queryKey: mediaKeys.item(mediaID) });
      client.setQueryData<Media>(mediaKeys.item(mediaID), (media) => media && withWatchStates(media, result.changed));
      return undefined;
    },
    // The entry is read again either way: a mark may have started a reading, changed the status or put the item on the shelf.
    onSettled: () => entryChanged(client, mediaID),
  });
}

/** Marks songs or episodes watched (listened to): shown at once, put back if the server refuses. */
export function useMarkWatches(mediaID: number) {
  return useWatchMutation(mediaID, true);
}

/** Unmarks songs or episodes in the current reading: shown at once, put back if the server refuses. */
export function useUnmarkWatches(mediaID: number) {
  return useWatchMutation(mediaID, false);
}
