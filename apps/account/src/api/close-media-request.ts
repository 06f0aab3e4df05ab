import { apiFetch } from '@shelfmark/api-client';
import { MediaRequestRecordSchema, type MediaRequestRecord, type MediaRequestStatus } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_REQUESTS_KEY } from './list-media-requests';

/** How staff close a request: done (added to the catalogue) or declined. */
export interface MediaRequestClosing {
  requestID: number;
  status: Exclude<MediaRequestStatus, 'open'>;
}

/** PATCH /mediarequests/{id} with {status: 'done' | 'declined'}: takes a request off the open queue. */
export async function closeMediaRequest({ requestID, status }: MediaRequestClosing): Promise<MediaRequestRecord> {
  const body = await apiFetch(`/mediarequests/${requestID}`, { method: 'PATCH', json: { status } });
  return MediaRequestRecordSchema.parse(body);
}

export function useCloseMediaRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMediaRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_REQUESTS_KEY }),
  });
}
