export {
  createIntegration,
  deleteIntegration,
  getInboxQueryOptions,
  getIntegrationsQueryOptions,
  listInbox,
  listIntegrations,
  listPlays,
  resolveInboxItem,
  updateIntegration,
  useCreateIntegration,
  useDeleteIntegration,
  useInbox,
  useIntegrations,
  usePlays,
  useResolveInboxItem,
  useUpdateIntegration,
} from './integrations';
export type { InboxDecision, IntegrationChange } from './integrations';
