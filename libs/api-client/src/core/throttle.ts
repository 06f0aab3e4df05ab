import { SEARCH_THROTTLE_MS } from '@shelfmark/contract';

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing call, e.g. when the search box unmounts. */
  cancel: () => void;
}

/**
 * Runs `fn` at most once per `waitMs`: the first call at once, and the latest of the calls
 * made meanwhile at the end of the window, so the last text typed is always searched.
 */
export function createThrottle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number = SEARCH_THROTTLE_MS,
): Throttled<Args> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Args | null = null;

  const endWindow = () => {
    if (pending === null) {
      timer = null;
      return;
    }
    const args = pending;
    pending = null;
    fn(...args);
    timer = setTimeout(endWindow, waitMs);
  };

  const throttled = (...args: Args) => {
    if (timer !== null) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(endWindow, waitMs);
  };

  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };

  return throttled;
}
