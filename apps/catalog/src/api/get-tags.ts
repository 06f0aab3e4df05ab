import { CALL_PREFIXES, TagSummarySchema } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The user's tags with how many items carry each (GET /tags/all). */
export const getTagSummaries = withPrefix(CALL_PREFIXES.getTags, async () =>
  TagSummarySchema.array().parse(await apiFetch('/tags/all')),
);

export const TAGS_QUERY_KEY = ['tags'] as const;

export function getTagSummariesQueryOptions() {
  return queryOptions({ queryKey: [...TAGS_QUERY_KEY, 'all'], queryFn: getTagSummaries });
}

export function useTagSummaries() {
  return useQuery(getTagSummariesQueryOptions());
}
