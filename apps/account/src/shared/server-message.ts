import { ApiError } from '@shelfmark/api-client';

/** The server's own {message} for a failed call (e.g. a 400 or 413 on upload), or null. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}
