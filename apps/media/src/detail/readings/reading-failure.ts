import { ApiError } from '@shelfmark/api-client';

/** The server's reason where it gives one (e.g. 'A reading cannot end before it starts'), else the failure. */
export const describeReadingFailure = (failure: unknown) =>
  failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : failure instanceof Error ? failure.message : String(failure);
