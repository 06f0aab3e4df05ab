import { ResetTokenValiditySchema } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../core/api-fetch';

/** Whether a password-reset token from a mailed link is still valid. */
export async function checkResetToken(token: string): Promise<boolean> {
  return ResetTokenValiditySchema.parse(await apiFetch(`/users/passwordreset/${encodeURIComponent(token)}`, { auth: false }));
}

export function getResetTokenQueryOptions(token: string) {
  return queryOptions({ queryKey: ['password-reset', token], queryFn: () => checkResetToken(token) });
}

export function useResetTokenValidity(token: string) {
  return useQuery(getResetTokenQueryOptions(token));
}
