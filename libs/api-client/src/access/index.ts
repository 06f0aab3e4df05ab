export { createToken, getTokensQueryOptions, listTokens, revokeToken, useCreateToken, useRevokeToken, useTokens } from './tokens';
export {
  createWebhook,
  deleteWebhook,
  getDeliveriesQueryOptions,
  getWebhooksQueryOptions,
  listDeliveries,
  listWebhooks,
  sendTestEvent,
  updateWebhook,
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from './webhooks';
export type { WebhookChange } from './webhooks';
