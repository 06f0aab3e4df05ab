export type { CatalogQuery } from '../cache/query-keys';
export { catalogPath, getCatalogPage, getCatalogPageQueryOptions, useCatalogPage } from './get-catalog-page';
export { loadDemoCatalogue, useLoadDemoCatalogue } from './load-demo-catalogue';
