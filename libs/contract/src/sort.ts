import { z } from 'zod';
import { SORT_BY_VALUES } from './sort-options';

export * from './sort-options';

export const SortBySchema = z.enum(SORT_BY_VALUES);
export const SortSchema = z.object({ sortBy: SortBySchema, asc: z.boolean() });
