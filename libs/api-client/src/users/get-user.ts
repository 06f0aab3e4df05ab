import { UserSchema, type User } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../core/api-fetch';

export async function getUser(userId: number): Promise<User> {
  return UserSchema.parse(await apiFetch(`/users/${userId}`));
}

export function getUserQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['users', userId], queryFn: () => getUser(userId) });
}

export function useUser(userId: number) {
  return useQuery(getUserQueryOptions(userId));
}
