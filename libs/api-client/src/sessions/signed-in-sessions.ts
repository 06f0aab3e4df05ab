import type { EndedSessions, SignedInSession } from '@shelfmark/contract';
import { getToken } from '@shelfmark/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClientConfig, apiFetch } from '@shelfmark/api-client';
import { sessionKeys } from '../cache/query-keys';

/** GET /sessions: the browsers signed in to the account, this one marked `current`. */
export async function listSessions(): Promise<SignedInSession[]> {
  return apiFetch<SignedInSession[]>('/sessions');
}

/** DELETE /sessions/{sessionID}: that browser is signed out at once. */
export async function endSession(sessionID: string): Promise<void> {
  await apiFetch(`/sessions/${encodeURIComponent(sessionID)}`, { method: 'DELETE' });
}

/** DELETE /sessions: every other browser is signed out. */
export async function endOtherSessions(): Promise<EndedSessions> {
  return apiFetch<EndedSessions>('/sessions', { method: 'DELETE' });
}

/**
 * Sign Out's call: ends this browser's session on the server, so its token stops working and it
 * leaves the list of signed-in browsers. Sent while the page goes away (keepalive), and whatever
 * the answer, the browser forgets its token anyway.
 */
export function endCurrentSession(): void {
  const token = getToken();
  if (!token) return;
  fetch(`${apiClientConfig().baseUrl}/sessions/current`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}

export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: sessionKeys.all, queryFn: listSessions });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}

function useSessionMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }) });
}

export const useEndSession = () => useSessionMutation(endSession);
export const useEndOtherSessions = () => useSessionMutation(endOtherSessions);
