import type { UserMedia, UserMediaSummary } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryChanged } from '../cache/invalidate';
import { usermediaKeys } from '../cache/query-keys';
import { endReading } from '../readings/readings';
import { patchEntry } from './patch-entry';

/** Mark Done sets read, Mark DNF sets DNF. */
export type FinishStatus = 'read' | 'DNF';

export interface FinishReading {
  entry: Pick<UserMediaSummary, 'usermediaID' | 'mediaID' | 'currentReading'>;
  status: FinishStatus;
}

/**
 * Mark Done and Mark DNF, the same on Home and on the detail page (spec section 4): the current
 * reading ends now with status read (for DNF too: the reading-end call always sends read), then
 * the entry's status changes. Ending the reading first keeps the server from closing it again
 * as DNF when the status leaves currentlyReading. Answers the updated entry.
 */
export async function finishReading({ entry, status }: FinishReading, now: () => Date = () => new Date()): Promise<UserMedia> {
  if (entry.currentReading) await endReading(entry.currentReading.readingID, { end: now().toISOString(), status: 'read' });
  return patchEntry(entry.usermediaID, { status });
}

export function useFinishReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: FinishReading) => finishReading(variables),
    onSuccess: (updated, { entry }) => {
      client.setQueryData(usermediaKeys.entry(entry.mediaID), updated);
    },
    // Also after a failure: the reading may have ended before the status change failed.
    onSettled: (_updated, error, { entry }) => entryChanged(client, entry.mediaID, { entryAnswered: !error, readingChanged: true }),
  });
}
