import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';
import { userKeys } from '../cache/query-keys';

/** Whether a password-reset token from a mailed link is still valid. */
export async function checkResetToken(token: string): Promise<boolean> {
  return apiFetch<boolean>(`/users/passwordreset/${encodeURIComponent(token)}`, { auth: false });
}

export function getResetTokenQueryOptions(token: string) {
  return queryOptions({ queryKey: userKeys.resetToken(token), queryFn: () => checkResetToken(token) });
}

export function useResetTokenValidity(token: string) {
  return useQuery(getResetTokenQueryOptions(token));
}
