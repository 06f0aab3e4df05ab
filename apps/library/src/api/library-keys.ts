/** Query keys of the library area; every shelf query starts with 'library' so one invalidation refreshes them all. */
export const libraryKeys = {
  all: ['library'] as const,
  pages: () => [...libraryKeys.all, 'page'] as const,
};
