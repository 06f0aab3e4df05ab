import { apiFetch } from '@shelfmark/api-client';
import type { YearReview } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** GET /year/{year}: the signed-in user's year in review. */
export async function getYearReview(year: number): Promise<YearReview> {
  return apiFetch<YearReview>(`/year/${year}`);
}

export function getYearReviewQueryOptions(year: number) {
  return queryOptions({ queryKey: usermediaKeys.year(year), queryFn: () => getYearReview(year), placeholderData: keepPreviousData });
}

export function useYearReview(year: number) {
  return useQuery(getYearReviewQueryOptions(year));
}
