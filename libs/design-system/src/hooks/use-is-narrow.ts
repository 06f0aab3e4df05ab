import { useSyncExternalStore } from 'react';
import { BREAKPOINT_NARROW, NARROW_MEDIA_QUERY } from '../tokens/tokens';

const hasWindow = () => typeof window !== 'undefined';
const hasMatchMedia = () => hasWindow() && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (hasMatchMedia()) {
    const query = window.matchMedia(NARROW_MEDIA_QUERY);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  if (!hasWindow()) return () => {};
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function isNarrowNow(): boolean {
  if (hasMatchMedia()) return window.matchMedia(NARROW_MEDIA_QUERY).matches;
  return window.innerWidth <= BREAKPOINT_NARROW;
}

/**
 * True when the window is 500 px wide or less (spec section 9). Follows resizes and
 * rotation; renders as wide on the server.
 */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowNow, () => false);
}
