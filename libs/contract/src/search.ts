import { z } from 'zod';
import { isSendableSearch, SEARCH_TYPE_VALUES, type SearchRequest } from './search-types';

export * from './search-types';

export const SearchTypeSchema = z.enum(SEARCH_TYPE_VALUES);

export const SearchRequestSchema = z.object({
  searchString: z.string().refine(isSendableSearch, 'Search text is empty'),
  searchType: SearchTypeSchema,
}) satisfies z.ZodType<SearchRequest>;
