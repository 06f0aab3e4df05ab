import { apiFetch } from '@shelfmark/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** GET /usermedias/check/{mediaID}: whether the item is on the caller's shelf. */
export async function checkInLibrary(mediaID: number): Promise<boolean> {
  const answer = await apiFetch(`/usermedias/check/${mediaID}`);
  if (typeof answer !== 'boolean') throw new Error('Expected true or false');
  return answer;
}

export function getInLibraryQueryOptions(mediaID: number) {
  return queryOptions({ queryKey: usermediaKeys.check(mediaID), queryFn: () => checkInLibrary(mediaID) });
}

export function useInLibrary(mediaID: number) {
  return useQuery(getInLibraryQueryOptions(mediaID));
}
