export {
  createIntegration,
  deleteIntegration,
  getInboxQueryOptions,
  getIntegrationsQueryOptions,
  listInbox,
  listIntegrations,
  entryHistory,
  resolveInboxItem,
  updateIntegration,
  useCreateIntegration,
  useDeleteIntegration,
  useInbox,
  useIntegrations,
  useEntryHistory,
  useResolveInboxItem,
  useUpdateIntegration,
} from './integrations';
export type { InboxDecision, IntegrationChange } from './integrations';
