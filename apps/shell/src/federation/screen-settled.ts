/** While the screen is still filling in, look again this much later. */
export const BUSY_RECHECK_MS = 300;

/** The page's skeleton or a loader still showing: the screen is not in place yet (its chunk or data on the way). */
export function screenFilling(): boolean {
  return document.querySelector('.sk, .sm-loader') !== null;
}

/** Runs `task` when the browser is next idle, or 200 ms later where it cannot tell; the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the first screen is in place: the page loaded, no data on the way, no
 * skeleton or loader showing, and the browser idle. The returned function cancels it.
 */
export function whenScreenSettled(task: () => void, dataLoading: () => boolean): () => void {
  let cancel: () => void = () => undefined;
  const check = () => {
    if (document.readyState !== 'complete' || dataLoading() || screenFilling()) {
      const handle = window.setTimeout(() => (cancel = whenIdle(check)), BUSY_RECHECK_MS);
      cancel = () => window.clearTimeout(handle);
      return;
    }
    task();
  };
  cancel = whenIdle(check);
  return () => cancel();
}
