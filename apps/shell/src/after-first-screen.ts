/** How long after the page's load the deferred work waits, so none of it competes with the first screen's own files. */
export const FIRST_SCREEN_SETTLE_MS = 3_000;

/**
 * Runs work the first screen does not need (the service worker and the offline copy, the
 * account's language on a new device, the remote-load reports) once the page has loaded, a
 * moment has passed and the main thread is idle: Home's first load carries none of its bytes.
 */
export function afterFirstScreen(run: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 5_000 }) : run());
  const settle = () => window.setTimeout(idle, FIRST_SCREEN_SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
