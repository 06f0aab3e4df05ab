import { CALL_PREFIXES, TagDetailSchema } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAGS_QUERY_KEY } from './get-tags';

export const getTag = withPrefix(CALL_PREFIXES.getTags, async (tagID: number) =>
  TagDetailSchema.parse(await apiFetch(`/tags/${tagID}`)),
);

export function getTagQueryOptions(tagID: number) {
  return queryOptions({ queryKey: [...TAGS_QUERY_KEY, tagID], queryFn: () => getTag(tagID) });
}

export function useTag(tagID: number) {
  return useQuery(getTagQueryOptions(tagID));
}
