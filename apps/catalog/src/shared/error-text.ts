import { ApiError } from '@shelfmark/api-client';

/** The server's own reason when it gave one (e.g. 'Tag not found'), else the call's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
