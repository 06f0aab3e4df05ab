import { SCROLL_TO_TOP_DELAY_MS } from '@shelfmark/contract/limits';
import { useEffect, useRef } from 'react';

/**
 * Spec (Library view): a scroll-to-top happens 50 ms after a page change. The paged lists
 * (/library, /catalog) call it with their page, so a change from a pager, back, forward or
 * a reset to page 1 all scroll alike; the first page shown does not scroll.
 */
export function useScrollToTopOnPageChange(page: number): void {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page]);
}
