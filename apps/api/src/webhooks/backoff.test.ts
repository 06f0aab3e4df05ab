import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAfter, RETRY_DELAYS_MS } from './backoff';

describe('retry backoff', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('retries for more than a day, each wait longer than the last', () => {
    expect(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) * 0.9).toBeGreaterThan(24 * 3600 * 1000);
    expect([...RETRY_DELAYS_MS].sort((a, b) => a - b)).toEqual(RETRY_DELAYS_MS);
  });

  it('adds a tenth of jitter either way, and gives up after the last attempt', () => {
    expect(nextAttemptAfter(1, now, () => 0)?.getTime()).toBe(now.getTime() + 4500);
    expect(nextAttemptAfter(1, now, () => 1)?.getTime()).toBe(now.getTime() + 5500);
    expect(nextAttemptAfter(2, now, () => 0.5)?.getTime()).toBe(now.getTime() + 300_000);
    expect(nextAttemptAfter(MAX_ATTEMPTS - 1, now)).not.toBeNull();
    expect(nextAttemptAfter(MAX_ATTEMPTS, now)).toBeNull();
  });
});
