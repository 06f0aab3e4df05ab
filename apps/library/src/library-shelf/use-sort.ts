import type { Sort } from '@shelfmark/contract';
import { forgetShelfPages } from '@shelfmark/api-client/library';
import { useRememberedChoice } from '@shelfmark/session';
import { useQueryClient } from '@tanstack/react-query';

/** The library's sort order, remembered (defaultSort); a new order drops the cached pages. */
export function useSort() {
  const queryClient = useQueryClient();
  const [sort, rememberSort] = useRememberedChoice('sort');
  const choose = (next: Sort) => {
    forgetShelfPages(queryClient);
    rememberSort(next);
  };
  return [sort, choose] as const;
}
