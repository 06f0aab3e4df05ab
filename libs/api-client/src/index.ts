// The client core, shared as one copy in the page (ADR 0003): every API operation lives in
// its resource folder and is imported from '@shelfmark/api-client/<resource>' (README.md).
export { apiDownload, fileNameFromDisposition } from './core/api-download';
export type { DownloadedFile } from './core/api-download';
export { apiFetch, apiResponse } from './core/api-fetch';
export type { ApiRequest, QueryValue } from './core/api-fetch';
export { ApiError, requestFailedMessage } from './core/api-error';
export { apiClientConfig, configureApiClient } from './core/config';
export type { ApiClientConfig } from './core/config';
export { createQueryClient } from './core/query-client';
export { createThrottle } from './core/throttle';
export type { Throttled } from './core/throttle';
export { withPrefix } from './core/with-prefix';
export { QUEUED_CHANGES_SCOPE, queuedChangeKeys } from './core/queued-changes';
