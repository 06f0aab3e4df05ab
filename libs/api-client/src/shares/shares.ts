import { apiFetch } from '@shelfmark/api-client';
import type { ShareCreate, ShareLink, ShareUpdate } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareKeys } from '../cache/query-keys';

export interface ShareChange {
  id: number;
  change: ShareUpdate;
}

/** GET /shares: the user's share links, newest first. */
export async function listShares(): Promise<ShareLink[]> {
  return apiFetch<ShareLink[]>('/shares');
}

/** POST /shares: a new link to a year in review or a shelf. */
export async function createShare(share: ShareCreate): Promise<ShareLink> {
  return apiFetch<ShareLink>('/shares', { method: 'POST', json: share });
}

/** PATCH /shares/{id}: a link's title or fields; its address stays. */
export async function updateShare({ id, change }: ShareChange): Promise<ShareLink> {
  return apiFetch<ShareLink>(`/shares/${id}`, { method: 'PATCH', json: change });
}

/** DELETE /shares/{id}: the link's page stops working. */
export async function revokeShare(id: number): Promise<void> {
  await apiFetch(`/shares/${id}`, { method: 'DELETE' });
}

export function getSharesQueryOptions() {
  return queryOptions({ queryKey: shareKeys.all, queryFn: listShares });
}

export function useShares() {
  return useQuery(getSharesQueryOptions());
}

function useShareMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.all }) });
}

export const useCreateShare = () => useShareMutation(createShare);
export const useUpdateShare = () => useShareMutation(updateShare);
export const useRevokeShare = () => useShareMutation(revokeShare);
