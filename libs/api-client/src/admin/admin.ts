import type {
  AdminUser,
  AdminUserChange,
  AdminUsersPage,
  BackupsOverview,
  CreatedInvitation,
  InstanceFacts,
  Invitation,
  InvitationCreate,
  PromoteRequest,
  RemoteRollout,
  RegistrationMode,
  RegistrationSetting,
  TestMail,
} from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch, type DownloadedFile } from '@shelfmark/api-client';

/** The admin screen's cache keys: everything under `admin`, so a change refreshes what it touches. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  registration: ['admin', 'registration'] as const,
  invitations: ['admin', 'invitations'] as const,
  instance: ['admin', 'instance'] as const,
  backups: ['admin', 'backups'] as const,
  releases: ['admin', 'releases'] as const,
};

export const listAdminUsers = (q: string, page: number) => apiFetch<AdminUsersPage>('/admin/users', { query: { q: q || undefined, page } });
export const changeAdminUser = ({ userID, ...change }: AdminUserChange & { userID: number }) =>
  apiFetch<AdminUser>(`/admin/users/${userID}`, { method: 'PATCH', json: change });
/** DELETE /admin/users/{id}/two-factor: the account signs in with its password alone until it sets two-factor up again. */
export const removeTwoFactor = async (userID: number) => void (await apiFetch(`/admin/users/${userID}/two-factor`, { method: 'DELETE' }));
/** DELETE /admin/users/{id}: the account and everything it owns. */
export const deleteAdminUser = async (userID: number) => void (await apiFetch(`/admin/users/${userID}`, { method: 'DELETE' }));
export const getRegistration = () => apiFetch<RegistrationSetting>('/admin/registration');
export const setRegistration = (mode: RegistrationMode) => apiFetch<RegistrationSetting>('/admin/registration', { method: 'PUT', json: { mode } });
export const listInvitations = () => apiFetch<Invitation[]>('/admin/invitations');
export const createInvitation = (invitation: InvitationCreate) => apiFetch<CreatedInvitation>('/admin/invitations', { method: 'POST', json: invitation });
export const revokeInvitation = async (invitationID: number) => void (await apiFetch(`/admin/invitations/${invitationID}`, { method: 'DELETE' }));
export const getInstanceFacts = () => apiFetch<InstanceFacts>('/admin/instance');
export const sendTestMail = () => apiFetch<TestMail>('/admin/instance/test-mail', { method: 'POST' });
export const getBackups = () => apiFetch<BackupsOverview>('/admin/backups');
/** POST /admin/backups: a backup made now, as the file to save. */
export const makeBackup = (): Promise<DownloadedFile> => apiDownload('/admin/backups', { method: 'POST' });

export const listRemoteReleases = () => apiFetch<RemoteRollout[]>('/admin/remote-releases');
export const promoteRemote = ({ remote, ...request }: Partial<PromoteRequest> & { remote: string }) =>
  apiFetch<{ message: string }>(`/admin/remote-releases/${remote}/promote`, { method: 'POST', json: request });
export const rollbackRemote = ({ remote, version }: { remote: string; version?: string }) =>
  apiFetch<{ message: string }>(`/admin/remote-releases/${remote}/rollback`, { method: 'POST', json: version ? { version } : {} });
export const stopRemoteCanary = (remote: string) => apiFetch<{ message: string }>(`/admin/remote-releases/${remote}/stop`, { method: 'POST' });

export function useAdminUsers(q: string, page: number) {
  return useQuery(queryOptions({ queryKey: adminKeys.users(q, page), queryFn: () => listAdminUsers(q, page), placeholderData: keepPreviousData }));
}
export const useRegistration = () => useQuery({ queryKey: adminKeys.registration, queryFn: getRegistration });
export const useInvitations = () => useQuery({ queryKey: adminKeys.invitations, queryFn: listInvitations });
export const useInstanceFacts = () => useQuery({ queryKey: adminKeys.instance, queryFn: getInstanceFacts });
export const useBackups = () => useQuery({ queryKey: adminKeys.backups, queryFn: getBackups });
export const useRemoteReleases = () => useQuery({ queryKey: adminKeys.releases, queryFn: listRemoteReleases });

function useAdminMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useChangeAdminUser = () => useAdminMutation(changeAdminUser);
export const useRemoveTwoFactor = () => useAdminMutation(removeTwoFactor);
export const useDeleteAdminUser = () => useAdminMutation(deleteAdminUser);
export const useSetRegistration = () => useAdminMutation(setRegistration);
export const useCreateInvitation = () => useAdminMutation(createInvitation);
export const useRevokeInvitation = () => useAdminMutation(revokeInvitation);
export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });
export const useMakeBackup = () => useAdminMutation(makeBackup);
export const usePromoteRemote = () => useAdminMutation(promoteRemote);
export const useRollbackRemote = () => useAdminMutation(rollbackRemote);
export const useStopRemoteCanary = () => useAdminMutation(stopRemoteCanary);
