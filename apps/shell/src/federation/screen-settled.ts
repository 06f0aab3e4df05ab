/** While the screen is still filling in, look again this much later. */
export const BUSY_RECHECK_MS = 300;

/** The page's skeleton or a loader still showing: the screen is not in place yet (its chunk or data on the way). */
export function screenFilling(): boolean {
  return document.querySelector('.sk, .sm-loader') !== null;
}

/** Runs `run` when the browser is next idle, or 200 ms later where it cannot tell. */
export const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 200));

/**
 * Runs `task` once the first screen is in place: the page loaded, no data on the way, no
 * skeleton or loader showing, and the browser idle. The returned function cancels it.
 */
export function whenScreenSettled(task: () => void, dataLoading: () => boolean): () => void {
  let cancelled = false;
  const check = () => {
    if (cancelled) return;
    if (document.readyState !== 'complete' || dataLoading() || screenFilling()) window.setTimeout(() => whenIdle(check), BUSY_RECHECK_MS);
    else task();
  };
  whenIdle(check);
  return () => {
    cancelled = true;
  };
}
