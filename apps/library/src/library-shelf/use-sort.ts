import { DEFAULT_SORT, DEFAULT_SORT_STORAGE_KEY, type Sort, SortSchema } from '@shelfmark/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { libraryKeys } from '../api/library-keys';

function storedSort(): Sort {
  try {
    const parsed = SortSchema.safeParse(JSON.parse(window.localStorage.getItem(DEFAULT_SORT_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_SORT;
  } catch {
    return DEFAULT_SORT;
  }
}

/** The library's sort order, remembered in local storage (defaultSort); a new order drops the cached pages. */
export function useSort() {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState(storedSort);
  const choose = (next: Sort) => {
    window.localStorage.setItem(DEFAULT_SORT_STORAGE_KEY, JSON.stringify(next));
    queryClient.removeQueries({ queryKey: libraryKeys.pages() });
    setSort(next);
  };
  return [sort, choose] as const;
}
