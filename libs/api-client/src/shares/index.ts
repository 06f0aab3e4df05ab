export { createShare, getSharesQueryOptions, listShares, revokeShare, updateShare, useCreateShare, useRevokeShare, useShares, useUpdateShare } from './shares';
export type { ShareChange } from './shares';
export { getSharedView, getSharedViewQueryOptions, useSharedView } from './shared-view';
