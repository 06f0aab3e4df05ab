import { z } from 'zod';
import { CreatorSchema } from './entities/creator';
import { MediaSchema } from './entities/media';
import { SeriesSchema } from './entities/series';
import { TagSchema } from './entities/tag';
import { SearchRequestSchema, SearchTypeSchema } from './search';
import { VALIDATION_MESSAGES } from './validation/messages';

const limit = z
  .number(VALIDATION_MESSAGES.searchLimitRange)
  .int(VALIDATION_MESSAGES.searchLimitRange)
  .min(1, VALIDATION_MESSAGES.searchLimitRange)
  .max(50, VALIDATION_MESSAGES.searchLimitRange)
  .default(10);

const searchString = SearchRequestSchema.shape.searchString.max(200, VALIDATION_MESSAGES.tooLong);

/** Body of POST /search and /search/allaccess: SearchRequest plus an optional result limit (10). */
export const SearchCallSchema = SearchRequestSchema.extend({ searchString, limit });
export type SearchCall = z.input<typeof SearchCallSchema>;

/** Body of POST /search/library: the same, only over the user's library; searchType defaults to Title. */
export const LibrarySearchRequestSchema = SearchRequestSchema.extend({ searchString, searchType: SearchTypeSchema.default('Title'), limit });
export type LibrarySearchRequest = z.input<typeof LibrarySearchRequestSchema>;

/** Title and Isbn find media; Creator creators; Tag the user's tags; Series series. */
export const SearchResultsSchema = z.union([z.array(MediaSchema), z.array(CreatorSchema), z.array(TagSchema), z.array(SeriesSchema)]);
export type SearchResults = z.infer<typeof SearchResultsSchema>;
