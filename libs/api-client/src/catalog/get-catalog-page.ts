import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, CATALOG_PAGE_SIZE, type Media } from '@shelfmark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogQuery, mediaKeys } from '../cache/query-keys';

/** Picks the one of the four catalogue calls that matches the filters. */
export function catalogPath({ genre, type }: Pick<CatalogQuery, 'genre' | 'type'>): string {
  const base = type ? '/medias/catalog/type' : '/medias/catalog';
  return genre ? `${base}/${genre}` : base;
}

/** A catalogue page, CATALOG_PAGE_SIZE items; an empty page is past the end. */
export const getCatalogPage = withPrefix(CALL_PREFIXES.getMedia, async (query: CatalogQuery) => {
  return apiFetch<Media[]>(catalogPath(query), {
    query: { pageNumber: query.page, pageSize: CATALOG_PAGE_SIZE, type: query.type ?? undefined },
  });
});

export function getCatalogPageQueryOptions(query: CatalogQuery) {
  return queryOptions({ queryKey: mediaKeys.catalogPage(query), queryFn: () => getCatalogPage(query) });
}

export function useCatalogPage(query: CatalogQuery, { enabled = true } = {}) {
  return useQuery({ ...getCatalogPageQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
