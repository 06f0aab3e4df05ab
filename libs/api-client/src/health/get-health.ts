import { HealthSchema, type Health } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../core/api-fetch';

export async function getHealth(): Promise<Health> {
  return HealthSchema.parse(await apiFetch('/health', { auth: false }));
}

export function getHealthQueryOptions() {
  return queryOptions({ queryKey: ['health'], queryFn: getHealth });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
