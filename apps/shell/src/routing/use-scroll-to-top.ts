import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page opens it at its top, as a page load would; without this, a link at
 * the foot of Home opened the series page scrolled past its heading. Back and forward are left
 * to the browser, which returns the reader to where they were, and a change of the query alone
 * (a filter, a sort) keeps the place.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
