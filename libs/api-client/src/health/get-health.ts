import { type Health } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';
import { healthKeys } from '../cache/query-keys';

export async function getHealth(): Promise<Health> {
  return apiFetch<Health>('/health', { auth: false });
}

export function getHealthQueryOptions() {
  return queryOptions({ queryKey: healthKeys.all, queryFn: getHealth });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
