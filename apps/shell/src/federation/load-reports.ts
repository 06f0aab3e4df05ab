import { REMOTE_LOADS_MAX_BATCH, type RemoteLoad } from '@shelfmark/contract';
import { getToken } from '@shelfmark/session';

/** Loads close together (a page's remote, then the ones prefetched after it) go in one report. */
const BATCH_WAIT_MS = 3_000;

const pending: RemoteLoad[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is waiting; `keepalive` lets a report leave with a page being closed. */
export function flushLoadReports(): void {
  clearTimeout(timer);
  timer = undefined;
  while (pending.length > 0) {
    const loads = pending.splice(0, REMOTE_LOADS_MAX_BATCH);
    const token = getToken();
    void fetch('/api/v1/remote-loads', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ loads }),
    }).catch(() => undefined);
  }
}

/**
 * Queues how loading one remote went, for the server's per-version counts (ADR 0043). Loaded on
 * its own after a remote has loaded, so it costs Home's first load nothing.
 */
export function queueLoadReport(load: RemoteLoad): void {
  if (pending.length === 0) window.addEventListener('pagehide', flushLoadReports, { once: true });
  pending.push(load);
  if (pending.length >= REMOTE_LOADS_MAX_BATCH) flushLoadReports();
  else timer ??= setTimeout(flushLoadReports, BATCH_WAIT_MS);
}
