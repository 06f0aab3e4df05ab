import type { AccountEmail, AccountLanguage, ChangeEmail, ChangePassword, ConfirmEmail, DeleteAccount } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';
import { accountKeys, sessionKeys, userKeys } from '../cache/query-keys';

/** GET /account/email: the email in use, and a change waiting for its confirmation. */
export async function getAccountEmail(): Promise<AccountEmail> {
  return apiFetch<AccountEmail>('/account/email');
}

/** POST /account/password: every other browser is signed out. */
export async function changePassword(change: ChangePassword): Promise<void> {
  await apiFetch('/account/password', { method: 'POST', json: change });
}

/** POST /account/email: a confirmation link goes to the new address. */
export async function changeEmail(change: ChangeEmail): Promise<void> {
  await apiFetch('/account/email', { method: 'POST', json: change });
}

/** POST /account/email/confirm, from the mailed link: works without sign-in. */
export async function confirmEmail(confirm: ConfirmEmail): Promise<void> {
  await apiFetch('/account/email/confirm', { method: 'POST', json: confirm, auth: false });
}

/** DELETE /account: the account and everything it owns. */
export async function deleteAccount(body: DeleteAccount): Promise<void> {
  await apiFetch('/account', { method: 'DELETE', json: body });
}

export function getAccountEmailQueryOptions() {
  return queryOptions({ queryKey: accountKeys.email(), queryFn: getAccountEmail });
}

export function useAccountEmail() {
  return useQuery(getAccountEmailQueryOptions());
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }) });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }) });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: accountKeys.all });
      await client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** GET /account/language: the language chosen in the profile, null while the browser's decides. */
export async function getAccountLanguage(): Promise<AccountLanguage> {
  return apiFetch<AccountLanguage>('/account/language');
}

/** PUT /account/language: kept for every browser the user signs in on. */
export async function setAccountLanguage(choice: AccountLanguage): Promise<AccountLanguage> {
  return apiFetch<AccountLanguage>('/account/language', { method: 'PUT', json: choice });
}

export function useAccountLanguage() {
  return useQuery(queryOptions({ queryKey: accountKeys.language(), queryFn: getAccountLanguage }));
}

export function useSetAccountLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAccountLanguage,
    onSuccess: (kept) => client.setQueryData(accountKeys.language(), kept),
  });
}
