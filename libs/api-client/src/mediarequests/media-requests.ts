import { apiFetch } from '@shelfmark/api-client';
import { type MediaRequestCreate, type MediaRequestRecord, type MediaRequestStatus } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mediaRequestKeys } from '../cache/query-keys';

/** 'all' answers a user's own requests, or every request for admin and librarian. */
export type MediaRequestFilter = 'open' | 'all';

/** How staff close a request: done (added to the catalogue) or declined. */
export interface MediaRequestClosing {
  requestID: number;
  status: Exclude<MediaRequestStatus, 'open'>;
}

/** GET /mediarequests?status=: the requests the signed-in user may see, newest first. */
export async function listMediaRequests(status: MediaRequestFilter): Promise<MediaRequestRecord[]> {
  return apiFetch<MediaRequestRecord[]>('/mediarequests', { query: { status } });
}

/** POST /mediarequests: stores a request for media missing from the catalogue. */
export async function createMediaRequest(request: MediaRequestCreate): Promise<MediaRequestRecord> {
  return apiFetch<MediaRequestRecord>('/mediarequests', { method: 'POST', json: request });
}

/** PATCH /mediarequests/{id} with {status: 'done' | 'declined'}: takes a request off the open queue. */
export async function closeMediaRequest({ requestID, status }: MediaRequestClosing): Promise<MediaRequestRecord> {
  return apiFetch<MediaRequestRecord>(`/mediarequests/${requestID}`, { method: 'PATCH', json: { status } });
}

export function getMediaRequestsQueryOptions(status: MediaRequestFilter) {
  return queryOptions({ queryKey: mediaRequestKeys.list(status), queryFn: () => listMediaRequests(status) });
}

export function useMediaRequests(status: MediaRequestFilter, enabled = true) {
  return useQuery({ ...getMediaRequestsQueryOptions(status), enabled });
}

export function useCreateMediaRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createMediaRequest, onSuccess: () => client.invalidateQueries({ queryKey: mediaRequestKeys.all }) });
}

export function useCloseMediaRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeMediaRequest, onSuccess: () => client.invalidateQueries({ queryKey: mediaRequestKeys.all }) });
}
