import { withPrefix, apiFetch } from '@shelfmark/api-client';
import { CALL_PREFIXES, type Shelf, type UserMediaSummary, UserMediaSummarySchema } from '@shelfmark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from './library-keys';

const ShelfListSchema = UserMediaSummarySchema.array();

/** GET /usermedias/library?library=: a whole shelf (currentlyReading, TBR and watch on Home). */
export const getShelf = withPrefix(
  CALL_PREFIXES.getMediaByLibrary,
  async (library: Shelf): Promise<UserMediaSummary[]> =>
    ShelfListSchema.parse(await apiFetch('/usermedias/library', { query: { library } })),
);

export function getShelfQueryOptions(library: Shelf) {
  return queryOptions({ queryKey: [...libraryKeys.all, 'shelf', library], queryFn: () => getShelf(library) });
}

export function useShelf(library: Shelf, { enabled = true } = {}) {
  return useQuery({ ...getShelfQueryOptions(library), enabled });
}
