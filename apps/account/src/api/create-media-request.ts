import { apiFetch } from '@shelfmark/api-client';
import { MediaRequestRecordSchema, type MediaRequestCreate, type MediaRequestRecord } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_REQUESTS_KEY } from './list-media-requests';

/** POST /mediarequests: stores a request for media missing from the catalogue. */
export async function createMediaRequest(request: MediaRequestCreate): Promise<MediaRequestRecord> {
  return MediaRequestRecordSchema.parse(await apiFetch('/mediarequests', { method: 'POST', json: request }));
}

export function useCreateMediaRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMediaRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_REQUESTS_KEY }),
  });
}
