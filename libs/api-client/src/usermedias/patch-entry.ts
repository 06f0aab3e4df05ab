import { apiFetch, QUEUED_CHANGES_SCOPE, queuedChangeKeys, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type UserMedia, type UserMediaPatch, type UserMediaSummary } from '@shelfmark/contract';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import { usermediaKeys } from '../cache/query-keys';
import type { EntryRef } from './remove-from-library';

/** PATCH /usermedias/{id}: one of status, rating, progress, review or favorited; answers the updated entry. */
export const patchEntry = withPrefix(
  CALL_PREFIXES.patchMedia,
  async (usermediaID: number, patch: UserMediaPatch): Promise<UserMedia> =>
    apiFetch<UserMedia>(`/usermedias/${usermediaID}`, { method: 'PATCH', json: patch }),
);

export interface EntryPatch {
  entry: EntryRef;
  patch: UserMediaPatch;
}

type Snapshot = [QueryKey, unknown][];

/** The patch applied to the entry wherever it is cached: its detail and every list holding it. */
function applyEverywhere(client: QueryClient, { entry, patch }: EntryPatch): Snapshot {
  const snapshot: Snapshot = [
    ...client.getQueriesData({ queryKey: usermediaKeys.lists() }),
    [usermediaKeys.entry(entry.mediaID), client.getQueryData(usermediaKeys.entry(entry.mediaID))],
  ];
  client.setQueryData<UserMedia | null>(usermediaKeys.entry(entry.mediaID), (old: UserMedia | null | undefined) => (old ? { ...old, ...patch } : old));
  client.setQueriesData<UserMediaSummary[] | number>({ queryKey: usermediaKeys.lists() }, (old: UserMediaSummary[] | number | undefined) =>
    Array.isArray(old) ? old.map((item) => (item.usermediaID === entry.usermediaID ? { ...item, ...patch } : item)) : old,
  );
  return snapshot;
}

/**
 * Changes one field of an entry. The change shows at once on every screen that holds the entry
 * (optimistic) and is rolled back when the server refuses it; the server's answer then replaces
 * the entry, and the lists are refetched (an entry may join or leave a shelf, Favorites or a total).
 * Offline, the change waits in order with the other queued changes (core/queued-changes.ts).
 */
export function usePatchEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queuedChangeKeys.entryPatch(),
    scope: QUEUED_CHANGES_SCOPE,
    mutationFn: ({ entry, patch }: EntryPatch) => patchEntry(entry.usermediaID, patch),
    onMutate: async (variables) => {
      await Promise.all([
        client.cancelQueries({ queryKey: usermediaKeys.lists() }),
        client.cancelQueries({ queryKey: usermediaKeys.entry(variables.entry.mediaID) }),
      ]);
      return { snapshot: applyEverywhere(client, variables) };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) client.setQueryData(queryKey, data);
    },
    onSuccess: (updated, { entry }) => {
      client.setQueryData(usermediaKeys.entry(entry.mediaID), updated);
    },
    onSettled: (_updated, error, { entry, patch }) => entryChanged(client, entry.mediaID, { entryAnswered: !error, readingChanged: 'status' in patch }),
  });
}
