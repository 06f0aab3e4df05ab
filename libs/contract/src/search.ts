import { z } from 'zod';

export const SEARCH_TYPE_VALUES = ['Creator', 'Isbn', 'Tag', 'Title', 'Series'] as const;

export const SearchTypeSchema = z.enum(SEARCH_TYPE_VALUES);
export type SearchType = z.infer<typeof SearchTypeSchema>;

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
export const SearchRequestSchema = z.object({
  searchString: z.string().refine(isSendableSearch, 'Search text is empty'),
  searchType: SearchTypeSchema,
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;
