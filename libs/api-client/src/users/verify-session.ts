import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';
import { userKeys } from '../cache/query-keys';

/** Asks the server whether the stored token is still valid. */
export async function verifySession(): Promise<boolean> {
  return apiFetch<boolean>('/users/verification');
}

export function getVerifySessionQueryOptions() {
  return queryOptions({ queryKey: userKeys.sessionVerification(), queryFn: verifySession });
}

export function useVerifySession() {
  return useQuery(getVerifySessionQueryOptions());
}
