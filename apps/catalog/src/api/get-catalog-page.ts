import { CALL_PREFIXES, CATALOG_PAGE_SIZE, MediaSchema, type MediaType } from '@shelfmark/contract';
import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface CatalogQuery {
  page: number;
  /** 0 for every genre. */
  genre: number;
  /** null for every type. */
  type: MediaType | null;
}

/** Picks the one of the four catalogue calls that matches the filters. */
export function catalogPath({ genre, type }: Pick<CatalogQuery, 'genre' | 'type'>): string {
  const base = type ? '/medias/catalog/type' : '/medias/catalog';
  return genre ? `${base}/${genre}` : base;
}

export const getCatalogPage = withPrefix(CALL_PREFIXES.getMedia, async (query: CatalogQuery) => {
  const answer = await apiFetch(catalogPath(query), {
    query: { pageNumber: query.page, pageSize: CATALOG_PAGE_SIZE, type: query.type ?? undefined },
  });
  return MediaSchema.array().parse(answer);
});

export function getCatalogPageQueryOptions(query: CatalogQuery) {
  return queryOptions({ queryKey: ['medias', 'catalog', query], queryFn: () => getCatalogPage(query) });
}

export function useCatalogPage(query: CatalogQuery) {
  return useQuery({ ...getCatalogPageQueryOptions(query), placeholderData: keepPreviousData });
}
