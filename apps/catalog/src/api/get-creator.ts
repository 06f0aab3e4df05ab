import { CALL_PREFIXES, CreatorDetailSchema } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCreator = withPrefix(CALL_PREFIXES.getMedia, async (creatorID: number) =>
  CreatorDetailSchema.parse(await apiFetch(`/creators/${creatorID}`)),
);

export function getCreatorQueryOptions(creatorID: number) {
  return queryOptions({ queryKey: ['creators', creatorID], queryFn: () => getCreator(creatorID) });
}

export function useCreator(creatorID: number) {
  return useQuery(getCreatorQueryOptions(creatorID));
}
