import { apiFetch } from '@shelfmark/api-client';
import { MediaRequestRecordSchema, type MediaRequestRecord } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_REQUESTS_KEY } from './list-media-requests';

/** PATCH /mediarequests/{id} with {status: 'closed'}: takes a request off the open queue. */
export async function closeMediaRequest(requestID: number): Promise<MediaRequestRecord> {
  const body = await apiFetch(`/mediarequests/${requestID}`, { method: 'PATCH', json: { status: 'closed' } });
  return MediaRequestRecordSchema.parse(body);
}

export function useCloseMediaRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMediaRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_REQUESTS_KEY }),
  });
}
