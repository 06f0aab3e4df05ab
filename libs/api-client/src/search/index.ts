export { search } from './search';
export type { SearchFound } from './search';
export { getSearchQueryOptions, useMediaSearch, useSearch } from './use-search';
export { useSearchSuggestions } from './use-search-suggestions';
