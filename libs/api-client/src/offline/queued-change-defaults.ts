import type { QueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import { queuedChangeKeys } from '@shelfmark/api-client';
import { markWatches, unmarkWatches } from '../episodes/watches';
import type { WatchMarkInput } from '../episodes/use-watch-marks';
import { type EntryPatch, patchEntry } from '../usermedias/patch-entry';

/**
 * How a queued change is sent when it was restored from storage after a reload, without the
 * screen's hook that made it: the call, and reading the entry again once it is answered.
 */
export function setQueuedChangeDefaults(client: QueryClient): void {
  client.setMutationDefaults(queuedChangeKeys.entryPatch(), {
    mutationFn: (variables: unknown) => {
      const { entry, patch } = variables as EntryPatch;
      return patchEntry(entry.usermediaID, patch);
    },
    onSettled: (_data, error, variables) => {
      const { entry, patch } = variables as EntryPatch;
      return entryChanged(client, entry.mediaID, { entryAnswered: !error, readingChanged: 'status' in patch });
    },
  });
  client.setMutationDefaults(['queued-change', 'watch-marks'], {
    mutationFn: (variables: unknown, context) => {
      const [, , mediaID, watched] = context.mutationKey as ReturnType<typeof queuedChangeKeys.watchMarks>;
      const { selection, date } = variables as WatchMarkInput;
      return watched ? markWatches(mediaID, { ...selection, ...(date ? { date } : {}) }) : unmarkWatches(mediaID, selection);
    },
    onSettled: (_data, _error, _variables, _result, context) => {
      const [, , mediaID] = context.mutationKey as ReturnType<typeof queuedChangeKeys.watchMarks>;
      return entryChanged(client, mediaID);
    },
  });
}
