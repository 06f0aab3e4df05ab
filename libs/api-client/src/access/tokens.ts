import { apiFetch } from '@shelfmark/api-client';
import type { AccessToken, CreatedToken, TokenCreate } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokenKeys } from '../cache/query-keys';

/** GET /tokens: the user's personal access tokens, without their secrets. */
export async function listTokens(): Promise<AccessToken[]> {
  return apiFetch<AccessToken[]>('/tokens');
}

/** POST /tokens: a new token; the answer holds its secret, the only time it is sent. */
export async function createToken(token: TokenCreate): Promise<CreatedToken> {
  return apiFetch<CreatedToken>('/tokens', { method: 'POST', json: token });
}

/** DELETE /tokens/{tokenID}: the token stops working at once. */
export async function revokeToken(tokenID: number): Promise<void> {
  await apiFetch(`/tokens/${tokenID}`, { method: 'DELETE' });
}

export function getTokensQueryOptions() {
  return queryOptions({ queryKey: tokenKeys.all, queryFn: listTokens });
}

export function useTokens() {
  return useQuery(getTokensQueryOptions());
}

function useTokenMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }) });
}

export const useCreateToken = () => useTokenMutation(createToken);
export const useRevokeToken = () => useTokenMutation(revokeToken);
