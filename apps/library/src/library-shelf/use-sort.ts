import { DEFAULT_SORT_STORAGE_KEY, type Sort, storedSort } from '@shelfmark/contract';
import { forgetShelfPages } from '@shelfmark/api-client/library';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** The library's sort order, remembered in local storage (defaultSort); a new order drops the cached pages. */
export function useSort() {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState(() => storedSort(window.localStorage));
  const choose = (next: Sort) => {
    window.localStorage.setItem(DEFAULT_SORT_STORAGE_KEY, JSON.stringify(next));
    forgetShelfPages(queryClient);
    setSort(next);
  };
  return [sort, choose] as const;
}
