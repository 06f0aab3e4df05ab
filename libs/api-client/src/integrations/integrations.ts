import { apiFetch } from '@shelfmark/api-client';
import type { CreatedIntegration, ImportResolution, InboxItem, InboxResolved, Integration, IntegrationUpdate, MediaServerCreate, IntegrationHistoryLine } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationKeys, usermediaKeys } from '../cache/query-keys';

export interface IntegrationChange {
  integrationID: number;
  change: IntegrationUpdate;
}

export interface InboxDecision {
  integrationID: number;
  itemID: number;
  resolution: ImportResolution;
}

/** GET /integrations: the user's integrations of every kind, with their status. */
export async function listIntegrations(): Promise<Integration[]> {
  return apiFetch<Integration[]>('/integrations');
}

/** POST /integrations: a media server; the answer holds its address with the secret, the only time it is sent. */
export async function createIntegration(integration: MediaServerCreate): Promise<CreatedIntegration> {
  return apiFetch<CreatedIntegration>('/integrations', { method: 'POST', json: integration });
}

/** PATCH /integrations/{integrationID}: name, settings, or paused (false resumes one that paused itself). */
export async function updateIntegration({ integrationID, change }: IntegrationChange): Promise<Integration> {
  return apiFetch<Integration>(`/integrations/${integrationID}`, { method: 'PATCH', json: change });
}

/** DELETE /integrations/{integrationID}: its address stops working; its inbox goes with it. */
export async function deleteIntegration(integrationID: number): Promise<void> {
  await apiFetch(`/integrations/${integrationID}`, { method: 'DELETE' });
}

/** GET /integrations/{integrationID}/inbox: plays waiting for a decision. */
export async function listInbox(integrationID: number): Promise<InboxItem[]> {
  return apiFetch<InboxItem[]>(`/integrations/${integrationID}/inbox`);
}

/** POST /integrations/{integrationID}/inbox/{itemID}/resolve: match, create or skip. */
export async function resolveInboxItem({ integrationID, itemID, resolution }: InboxDecision): Promise<InboxResolved> {
  return apiFetch<InboxResolved>(`/integrations/${integrationID}/inbox/${itemID}/resolve`, { method: 'POST', json: resolution });
}

/** GET /integrations/history/{usermediaID}: the lines integrations added to an entry's history, newest first. */
export async function entryHistory(usermediaID: number): Promise<IntegrationHistoryLine[]> {
  return apiFetch<IntegrationHistoryLine[]>(`/integrations/history/${usermediaID}`);
}

export function getIntegrationsQueryOptions() {
  return queryOptions({ queryKey: integrationKeys.all, queryFn: listIntegrations });
}

export function getInboxQueryOptions(integrationID: number) {
  return queryOptions({ queryKey: integrationKeys.inbox(integrationID), queryFn: () => listInbox(integrationID) });
}

export const useIntegrations = () => useQuery(getIntegrationsQueryOptions());
/** The inbox of one media server (the page asks for it only once unfolded). */
export const useInbox = (integrationID: number) => useQuery(getInboxQueryOptions(integrationID));
export const useEntryHistory = (usermediaID: number) => useQuery({ queryKey: integrationKeys.history(usermediaID), queryFn: () => entryHistory(usermediaID) });

/** A change of integrations makes the list stale, and the inboxes under it. */
function useIntegrationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.all }) });
}

export const useCreateIntegration = () => useIntegrationMutation(createIntegration);
export const useUpdateIntegration = () => useIntegrationMutation(updateIntegration);
export const useDeleteIntegration = () => useIntegrationMutation(deleteIntegration);

/** A decision on an inbox item may change the shelf too: the integrations and the library are read again. */
export function useResolveInboxItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveInboxItem,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: integrationKeys.all }), client.invalidateQueries({ queryKey: usermediaKeys.all })]);
    },
  });
}
