import { apiFetch } from '@shelfmark/api-client';
import type { MediaType, Stats } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from '../cache/query-keys';

export interface StatsView {
  /** null for all time. */
  year: number | null;
  /** null for every type. */
  type: MediaType | null;
}

/** GET /stats?year=&type=: every figure of the stats screen, in one call. */
export async function getStats({ year, type }: StatsView): Promise<Stats> {
  return apiFetch<Stats>('/stats', { query: { year: year === null ? 'all' : String(year), ...(type ? { type } : {}) } });
}

export function getStatsQueryOptions(view: StatsView) {
  return queryOptions({ queryKey: statsKeys.view(view.year, view.type), queryFn: () => getStats(view) });
}

/** The stats of a view; switching views keeps the last figures on screen until the new ones arrive. */
export function useStats(view: StatsView) {
  return useQuery({ ...getStatsQueryOptions(view), placeholderData: keepPreviousData });
}
