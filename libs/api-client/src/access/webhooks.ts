import { apiFetch } from '@shelfmark/api-client';
import type { CreatedWebhook, WebhookAttempt, WebhookCreate, WebhookEndpoint, WebhookUpdate } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookKeys } from '../cache/query-keys';

export interface WebhookChange {
  webhookID: number;
  change: WebhookUpdate;
}

/** GET /webhooks: the user's endpoints. */
export async function listWebhooks(): Promise<WebhookEndpoint[]> {
  return apiFetch<WebhookEndpoint[]>('/webhooks');
}

/** POST /webhooks: a new endpoint; the answer holds its signing secret, the only time it is sent. */
export async function createWebhook(endpoint: WebhookCreate): Promise<CreatedWebhook> {
  return apiFetch<CreatedWebhook>('/webhooks', { method: 'POST', json: endpoint });
}

/** PATCH /webhooks/{webhookID}: its address, events or description; `enabled: true` re-enables it. */
export async function updateWebhook({ webhookID, change }: WebhookChange): Promise<WebhookEndpoint> {
  return apiFetch<WebhookEndpoint>(`/webhooks/${webhookID}`, { method: 'PATCH', json: change });
}

/** DELETE /webhooks/{webhookID}: no more deliveries, its log goes with it. */
export async function deleteWebhook(webhookID: number): Promise<void> {
  await apiFetch(`/webhooks/${webhookID}`, { method: 'DELETE' });
}

/** GET /webhooks/{webhookID}/deliveries: the last attempts, newest first. */
export async function listDeliveries(webhookID: number): Promise<WebhookAttempt[]> {
  return apiFetch<WebhookAttempt[]>(`/webhooks/${webhookID}/deliveries`);
}

/** POST /webhooks/{webhookID}/test: queues a webhook.test delivery (202). */
export async function sendTestEvent(webhookID: number): Promise<void> {
  await apiFetch(`/webhooks/${webhookID}/test`, { method: 'POST' });
}

export function getWebhooksQueryOptions() {
  return queryOptions({ queryKey: webhookKeys.all, queryFn: listWebhooks });
}

export function getDeliveriesQueryOptions(webhookID: number) {
  return queryOptions({ queryKey: webhookKeys.deliveries(webhookID), queryFn: () => listDeliveries(webhookID) });
}

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}

/** The endpoint's delivery log (the page asks for it only once the log is unfolded). */
export function useDeliveries(webhookID: number) {
  return useQuery(getDeliveriesQueryOptions(webhookID));
}

/** A change of endpoints makes the list stale, and the logs under it. */
function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export const useCreateWebhook = () => useWebhookMutation(createWebhook);
export const useUpdateWebhook = () => useWebhookMutation(updateWebhook);
export const useDeleteWebhook = () => useWebhookMutation(deleteWebhook);

/** Sends a test event, then reads the endpoint's log again to show it queued. */
export function useSendTestEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_answer, webhookID) => client.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookID) }),
  });
}
