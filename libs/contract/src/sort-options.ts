// The sort orders without their zod schemas (sort.ts adds them), so code that only needs these
// values does not load zod (docs/adr/0019-first-screen.md).

export const SORT_BY_VALUES = ['creator', 'title', 'recent'] as const;
export type SortBy = (typeof SORT_BY_VALUES)[number];

/** The sortBy and asc query parameters, also remembered under the defaultSort key. */
export interface Sort {
  sortBy: SortBy;
  asc: boolean;
}

/** A remembered sort (defaultSort) when it is one, keeping only its two fields; SortSchema accepts the same. */
export function readSort(value: unknown): Sort | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sortBy, asc } = value as Record<string, unknown>;
  return (SORT_BY_VALUES as readonly unknown[]).includes(sortBy) && typeof asc === 'boolean' ? { sortBy: sortBy as SortBy, asc } : null;
}

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
