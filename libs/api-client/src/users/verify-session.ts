import { SessionVerificationSchema } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../core/api-fetch';

/** Asks the server whether the stored token is still valid. */
export async function verifySession(): Promise<boolean> {
  return SessionVerificationSchema.parse(await apiFetch('/users/verification'));
}

export function getVerifySessionQueryOptions() {
  return queryOptions({ queryKey: ['session-verification'], queryFn: verifySession });
}

export function useVerifySession() {
  return useQuery(getVerifySessionQueryOptions());
}
