/**
 * Delivery workers of this process, woken when a delivery was queued here, or a request may
 * have changed an entry (whose events PostgreSQL captured), so it goes out at once; workers of
 * other instances find it at their next poll.
 */
const workers = new Set<() => void>();

export function onDeliveryQueued(wake: () => void): () => void {
  workers.add(wake);
  return () => workers.delete(wake);
}

export function wakeDeliveryWorkers(): void {
  for (const wake of workers) wake();
}
