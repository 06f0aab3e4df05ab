import { apiFetch } from '@shelfmark/api-client';
import type { SeriesProgress } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seriesKeys } from '../cache/query-keys';

/** GET /series/{id}/progress: "3 of 7 read — next up: {title}" for the series page. */
export async function getSeriesProgress(seriesID: number): Promise<SeriesProgress> {
  return apiFetch<SeriesProgress>(`/series/${seriesID}/progress`);
}

export function getSeriesProgressQueryOptions(seriesID: number) {
  return queryOptions({ queryKey: seriesKeys.progress(seriesID), queryFn: () => getSeriesProgress(seriesID) });
}

export function useSeriesProgress(seriesID: number) {
  return useQuery(getSeriesProgressQueryOptions(seriesID));
}

/** GET /series/progress: the caller's series under way, for Home. */
export async function getSeriesUnderWay(): Promise<SeriesProgress[]> {
  return apiFetch<SeriesProgress[]>('/series/progress');
}

export function useSeriesUnderWay() {
  return useQuery({ queryKey: seriesKeys.underWay(), queryFn: getSeriesUnderWay });
}
