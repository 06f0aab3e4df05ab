import { readShelfView } from '@shelfmark/contract';
import { useRememberedChoice } from '@shelfmark/session';
import { useSearchParams } from 'react-router-dom';
import { type ShelfParams, shelfSearch } from './shelf-params';

/**
 * The URL is the state of /library: back, forward and reload keep the view. Changing the
 * library or the type goes back to page 1; the chosen library is remembered as the default.
 */
export function useShelfParams() {
  const [search, setSearch] = useSearchParams();
  const [defaultLibrary, rememberLibrary] = useRememberedChoice('defaultLibrary');
  const params = readShelfView(search, defaultLibrary);

  const update = (changes: Partial<ShelfParams>, { replace = false } = {}) => {
    const resetsPage = 'library' in changes || 'type' in changes;
    const next = { ...params, ...(resetsPage ? { page: 1 } : {}), ...changes };
    if (changes.library) rememberLibrary(changes.library);
    setSearch(shelfSearch(next), { replace });
  };

  return [params, update] as const;
}
