import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type NewCreator, type CreatorCreated, type CreatorDetail } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorKeys } from '../cache/query-keys';

/** GET /creators/{id}: the creator with their works. */
export const getCreator = withPrefix(CALL_PREFIXES.getMedia, async (creatorID: number) =>
  apiFetch<CreatorDetail>(`/creators/${creatorID}`),
);

export function getCreatorQueryOptions(creatorID: number) {
  return queryOptions({ queryKey: creatorKeys.item(creatorID), queryFn: () => getCreator(creatorID) });
}

export function useCreator(creatorID: number) {
  return useQuery(getCreatorQueryOptions(creatorID));
}

/** POST /creators: {name, first, last}; answers the new creatorID. */
export const createCreator = withPrefix(CALL_PREFIXES.postCreator, async (creator: NewCreator): Promise<number> =>
  (await apiFetch<CreatorCreated>('/creators', { method: 'POST', json: creator })).creatorID,
);
