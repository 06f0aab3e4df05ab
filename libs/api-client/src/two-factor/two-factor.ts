import type { RecoveryCodes, TwoFactorCodeBody, TwoFactorOff, TwoFactorSetup, TwoFactorStatus } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';
import { twoFactorKeys } from '../cache/query-keys';

/** GET /two-factor: whether sign-in asks for a code, and the recovery codes left. */
export async function getTwoFactor(): Promise<TwoFactorStatus> {
  return apiFetch<TwoFactorStatus>('/two-factor');
}

/** POST /two-factor/setup: a new secret and its QR code, asked at sign-in once confirmed. */
export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return apiFetch<TwoFactorSetup>('/two-factor/setup', { method: 'POST' });
}

/** POST /two-factor/confirm: turns it on; the recovery codes come this once. */
export async function confirmTwoFactor(body: TwoFactorCodeBody): Promise<RecoveryCodes> {
  return apiFetch<RecoveryCodes>('/two-factor/confirm', { method: 'POST', json: body });
}

/** DELETE /two-factor: turns it off, the current password asked. */
export async function turnOffTwoFactor(body: TwoFactorOff): Promise<void> {
  await apiFetch('/two-factor', { method: 'DELETE', json: body });
}

export function getTwoFactorQueryOptions() {
  return queryOptions({ queryKey: twoFactorKeys.all, queryFn: getTwoFactor });
}

export function useTwoFactor() {
  return useQuery(getTwoFactorQueryOptions());
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}

function useTwoFactorChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.all }) });
}

export const useConfirmTwoFactor = () => useTwoFactorChange(confirmTwoFactor);
export const useTurnOffTwoFactor = () => useTwoFactorChange(turnOffTwoFactor);
