/**
 * Waits before each retry (the n-th entry after the n-th failed attempt): 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 14 h, 20 h, about 52 hours in all, so a receiver down for a day still gets
 * every event. After the last, the delivery is given up.
 */
export const RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000].map((seconds) => seconds * 1000);

/** Attempts a delivery gets: the first and one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after `attempt` failed attempts, or null when that was the last. A tenth
 * either way of jitter, so the deliveries a receiver's outage piled up do not all come back at once.
 */
export function nextAttemptAfter(attempt: number, now: Date, random: () => number = Math.random): Date | null {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  if (delay === undefined) return null;
  return new Date(now.getTime() + delay * (0.9 + 0.2 * random()));
}
