import { DEFAULT_SORT, DEFAULT_SORT_STORAGE_KEY, readSort, type Sort } from '@shelfmark/contract';
import { forgetShelfPages } from '@shelfmark/api-client/library';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

function storedSort(): Sort {
  try {
    return readSort(JSON.parse(window.localStorage.getItem(DEFAULT_SORT_STORAGE_KEY) ?? 'null')) ?? DEFAULT_SORT;
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
    forgetShelfPages(queryClient);
    setSort(next);
  };
  return [sort, choose] as const;
}
