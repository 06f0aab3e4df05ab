// The search types without their zod schemas (search.ts adds them), so code that only needs
// these values does not load zod (docs/adr/0019-first-screen.md).

export const SEARCH_TYPE_VALUES = ['Creator', 'Isbn', 'Tag', 'Title', 'Series'] as const;
export type SearchType = (typeof SEARCH_TYPE_VALUES)[number];

/** Keys that pick a search type while its dropdown is open. */
export const SEARCH_TYPE_HOTKEYS: Readonly<Record<string, SearchType>> = {
  t: 'Title',
  a: 'Creator',
  g: 'Tag',
  s: 'Series',
  i: 'Isbn',
};

export function searchTypeForHotkey(key: string): SearchType | undefined {
  return SEARCH_TYPE_HOTKEYS[key.toLowerCase()];
}

/** Empty or a single space is never sent; any other blank text is not worth a request either. */
export function isSendableSearch(text: string): boolean {
  return text.trim() !== '';
}

/** Body of POST /search and POST /search/allaccess. */
export interface SearchRequest {
  searchString: string;
  searchType: SearchType;
}
