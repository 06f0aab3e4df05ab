import { isNarrowWidth } from '@shelfmark/contract/limits';
import { useSyncExternalStore } from 'react';
import { NARROW_MEDIA_QUERY } from '../tokens/tokens';

const hasWindow = () => typeof window !== 'undefined';
const hasMatchMedia = () => hasWindow() && typeof window.matchMedia === 'function';

let narrowQuery: { matchMedia: Window['matchMedia']; list: MediaQueryList } | undefined;

/**
 * One list for the page: `matchMedia` makes a new one that evaluates the query afresh, and the
 * snapshot is read on every render of every component that asks (dozens on Home).
 */
function narrowQueryList(): MediaQueryList {
  if (narrowQuery?.matchMedia !== window.matchMedia) narrowQuery = { matchMedia: window.matchMedia, list: window.matchMedia(NARROW_MEDIA_QUERY) };
  return narrowQuery.list;
}

function subscribe(onChange: () => void): () => void {
  if (hasMatchMedia()) {
    const query = narrowQueryList();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  if (!hasWindow()) return () => {};
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function isNarrowNow(): boolean {
  if (hasMatchMedia()) return narrowQueryList().matches;
  return isNarrowWidth(window.innerWidth);
}

/**
 * True when the window is 500 px wide or less (spec section 9). Follows resizes and
 * rotation; renders as wide on the server.
 */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowNow, () => false);
}
