import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { createScrollPlaces, type HistoryEntry, scrollToPlaceWhenLaidOut } from './scroll-places';

/**
 * Scrolling as on a site of separate pages, which the browser cannot do by itself for screens
 * that arrive after the URL changes: a link opens a page at its top (a link at the foot of Home
 * opened the series page scrolled past its heading), and back, forward or a reload return the
 * reader to where they were on that page once it is laid out. A change of the query alone (a
 * filter, a sort) keeps the place.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [places] = useState(createScrollPlaces);
  const shown = useRef<HistoryEntry>(null);

  useEffect(() => {
    const browserRestoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => shown.current && places.remember(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', places.save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', places.save);
      window.history.scrollRestoration = browserRestoration;
    };
  }, [places]);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    if (before?.pathname === location.pathname) return;
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const top = places.placeOf(shown.current);
    if (top) return scrollToPlaceWhenLaidOut(top);
    // Left at its top, or not seen in this tab: its top, not the height of the page just left.
    if (before) window.scrollTo(0, 0);
  }, [places, location.key, location.pathname, navigationType]);
}
