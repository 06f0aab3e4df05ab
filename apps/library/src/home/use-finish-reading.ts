import type { UserMediaSummary } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endReading } from '../api/end-reading';
import { libraryKeys } from '../api/library-keys';
import { patchUserMedia } from '../api/patch-user-media';

/**
 * Mark Done (read) and Mark DNF: the current reading ends now, then the status changes.
 * The end call sends status read for both, as the spec says.
 */
export function useFinishReading(entry: UserMediaSummary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: 'read' | 'DNF') => {
      if (entry.currentReading) await endReading(entry.currentReading.readingID, { end: new Date().toISOString(), status: 'read' });
      return patchUserMedia(entry.usermediaID, { status });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
