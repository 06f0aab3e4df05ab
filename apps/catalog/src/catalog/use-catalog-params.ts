import type { MediaType } from '@shelfmark/contract';
import { useSearchParams } from 'react-router-dom';
import { catalogSearchParams, readCatalogParams, type CatalogParams } from './catalog-params';

/** The catalogue's page and filters, kept in the URL so reload and back restore them. */
export function useCatalogParams() {
  const [search, setSearch] = useSearchParams();
  const params = readCatalogParams(search);
  const update = (next: Partial<CatalogParams>) => setSearch(catalogSearchParams({ ...params, ...next }));
  return {
    params,
    setPage: (page: number) => update({ page }),
    // A new filter starts again from the first page.
    setType: (type: MediaType | null) => update({ type, page: 1 }),
    setGenre: (genre: number) => update({ genre, page: 1 }),
    clearFilters: () => update({ type: null, genre: 0, page: 1 }),
  };
}
