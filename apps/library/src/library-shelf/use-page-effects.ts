import { SCROLL_TO_TOP_DELAY_MS } from '@shelfmark/contract';
import { useEffect, useRef } from 'react';

/**
 * A page beyond the last one goes back to page 1 (replacing the history entry), and a page
 * change scrolls to the top SCROLL_TO_TOP_DELAY_MS later.
 */
export function usePageEffects(page: number, totalPages: number | undefined, resetPage: () => void) {
  const firstPage = useRef(page);
  useEffect(() => {
    if (totalPages !== undefined && page > 1 && page > totalPages) resetPage();
  }, [page, totalPages, resetPage]);

  useEffect(() => {
    if (firstPage.current === page) return;
    firstPage.current = page;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page]);
}
