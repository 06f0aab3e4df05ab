import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type SeriesCreated, type SeriesDetail } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seriesKeys } from '../cache/query-keys';

/** GET /series/{id}: the series with its media and TV shows. */
export const getSeries = withPrefix(CALL_PREFIXES.getMedia, async (seriesID: number) =>
  apiFetch<SeriesDetail>(`/series/${seriesID}`),
);

export function getSeriesQueryOptions(seriesID: number) {
  return queryOptions({ queryKey: seriesKeys.item(seriesID), queryFn: () => getSeries(seriesID) });
}

export function useSeries(seriesID: number) {
  return useQuery(getSeriesQueryOptions(seriesID));
}

/** POST /series: the name as plain text; answers the new seriesID. */
export const createSeries = withPrefix(CALL_PREFIXES.postSeries, async (name: string): Promise<number> =>
  (await apiFetch<SeriesCreated>('/series', { method: 'POST', text: name })).seriesID,
);
