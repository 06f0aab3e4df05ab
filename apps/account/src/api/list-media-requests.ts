import { apiFetch } from '@shelfmark/api-client';
import { MediaRequestRecordSchema, type MediaRequestRecord } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const MEDIA_REQUESTS_KEY = ['mediarequests'] as const;

/** 'all' answers a user's own requests, or every request for admin and librarian. */
export type MediaRequestFilter = 'open' | 'all';

/** GET /mediarequests?status=: the requests the signed-in user may see, newest first. */
export async function listMediaRequests(status: MediaRequestFilter): Promise<MediaRequestRecord[]> {
  return MediaRequestRecordSchema.array().parse(await apiFetch('/mediarequests', { query: { status } }));
}

export function getMediaRequestsQueryOptions(status: MediaRequestFilter) {
  return queryOptions({ queryKey: [...MEDIA_REQUESTS_KEY, status], queryFn: () => listMediaRequests(status) });
}

export function useMediaRequests(status: MediaRequestFilter, enabled = true) {
  return useQuery({ ...getMediaRequestsQueryOptions(status), enabled });
}
