import { CALL_PREFIXES, SeriesDetailSchema } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getSeries = withPrefix(CALL_PREFIXES.getMedia, async (seriesID: number) =>
  SeriesDetailSchema.parse(await apiFetch(`/series/${seriesID}`)),
);

export function getSeriesQueryOptions(seriesID: number) {
  return queryOptions({ queryKey: ['series', seriesID], queryFn: () => getSeries(seriesID) });
}

export function useSeries(seriesID: number) {
  return useQuery(getSeriesQueryOptions(seriesID));
}
