import { z } from 'zod';

export const SortBySchema = z.enum(['creator', 'title', 'recent']);
export type SortBy = z.infer<typeof SortBySchema>;

/** The sortBy and asc query parameters, also remembered under the defaultSort key. */
export const SortSchema = z.object({ sortBy: SortBySchema, asc: z.boolean() });
export type Sort = z.infer<typeof SortSchema>;

/** Creator last name, ascending. */
export const DEFAULT_SORT: Sort = { sortBy: 'creator', asc: true };

export interface SortOption extends Sort {
  label: string;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { label: 'Creator A-Z', sortBy: 'creator', asc: true },
  { label: 'Creator Z-A', sortBy: 'creator', asc: false },
  { label: 'Title A-Z', sortBy: 'title', asc: true },
  { label: 'Title Z-A', sortBy: 'title', asc: false },
  { label: 'Most Recent', sortBy: 'recent', asc: false },
  { label: 'Least Recent', sortBy: 'recent', asc: true },
];

export function sortOptionFor(sort: Sort): SortOption | undefined {
  return SORT_OPTIONS.find((option) => option.sortBy === sort.sortBy && option.asc === sort.asc);
}
