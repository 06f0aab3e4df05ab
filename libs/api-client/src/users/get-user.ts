import { type User } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';
import { userKeys } from '../cache/query-keys';

export async function getUser(userId: number): Promise<User> {
  return apiFetch<User>(`/users/${userId}`);
}

export function getUserQueryOptions(userId: number) {
  return queryOptions({ queryKey: userKeys.item(userId), queryFn: () => getUser(userId) });
}

export function useUser(userId: number) {
  return useQuery(getUserQueryOptions(userId));
}
