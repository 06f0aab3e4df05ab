import { useScrollToTopOnPageChange } from '@shelfmark/design-system/controls';
import { useEffect } from 'react';

/**
 * A page beyond the last one goes back to page 1 (replacing the history entry), and a page
 * change scrolls to the top 50 ms later (the rule /catalog follows too).
 */
export function usePageEffects(page: number, totalPages: number | undefined, resetPage: () => void) {
  useEffect(() => {
    if (totalPages !== undefined && page > 1 && page > totalPages) resetPage();
  }, [page, totalPages, resetPage]);
  useScrollToTopOnPageChange(page);
}
