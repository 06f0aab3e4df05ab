export type { ShelfPageRequest, ShelfTotalRequest } from '../cache/query-keys';
export { forgetShelfPages } from './forget-pages';
export { getShelf, getShelfQueryOptions, useShelf } from './get-shelf';
export { getShelfPage, getShelfPageQueryOptions, useShelfPage } from './get-shelf-page';
export { getShelfTotal, getShelfTotalQueryOptions, useShelfTotal } from './get-shelf-total';
