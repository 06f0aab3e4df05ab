import { WEBHOOK_TIMEOUT_MS } from '@shelfmark/contract';
import { createPollingLoop } from '../background/polling-loop';
import type { Db } from '../db/db';
import { type Attempted, claimDueDeliveries, type ClaimedDelivery, type DisabledEndpoint, recordAttempts } from './deliveries.repository';
import { type AttemptOutcome, createPoster } from './post-delivery';
import { addressedTo, type Message } from './outbox';
import { onDeliveryQueued } from './wake';

export interface DeliveryWorker {
  start(): void;
  /** Resolves when the worker next finds nothing due. */
  drain(): Promise<void>;
  /** Lets the attempts in flight finish and be recorded, then stops. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  allowPrivate: boolean;
  /** How often an idle worker looks for deliveries queued by another instance or come due. */
  pollMs?: number;
  /** How long a worker woken by a queued delivery waits for others to claim them together. */
  gatherMs?: number;
  /** Deliveries claimed and posted at once. */
  batchSize?: number;
  timeoutMs?: number;
  onDisabled: (endpoint: DisabledEndpoint) => void;
  onError: (error: unknown) => void;
  /**
   * Leases events another capability keeps until they are sent, for `leaseMs` (the entries'
   * events, library/entry-event-deliveries.ts): each step posts them before it looks for due
   * deliveries, and stores only those that failed.
   */
  leaseEvents?: (leaseMs: number) => Promise<LeasedEvents | null>;
}

/** Events leased from their source, to be posted without being stored first. */
export interface LeasedEvents {
  messages: Message[];
  /** Whether the source may have more: the step looks again at once. */
  full: boolean;
  /** The events' ids in entry_events: deleted in the call that records their attempts. */
  eventIds: number[];
}

/** Long enough for an attempt and its record; an instance that dies lets its claims go after this. */
const leaseMs = (timeoutMs: number) => timeoutMs * 6;

export function createDeliveryWorker(db: Db, options: DeliveryWorkerOptions): DeliveryWorker {
  const { pollMs = 1000, gatherMs = 50, batchSize = 50, timeoutMs = WEBHOOK_TIMEOUT_MS, onDisabled, onError, leaseEvents = async () => null } = options;
  const poster = createPoster({ allowPrivate: options.allowPrivate, timeoutMs });
  let unsubscribe: (() => void) | null = null;

  /** Posts the batch side by side, then records it in one call, with the events it was made from (`released`). */
  async function attempt(claimed: ClaimedDelivery[], released: number[] = []): Promise<void> {
    const outcomes = await poster.postAll(claimed);
    const attempted: Attempted[] = claimed.map((delivery, index) => ({ delivery, outcome: outcomes[index] as AttemptOutcome }));
    for (const endpoint of await recordAttempts(db, attempted, new Date(), released)) onDisabled(endpoint);
  }

  // A delivery queued wakes the loop after gatherMs, so the deliveries of a busy moment go out
  // and are recorded as one batch rather than one claim and one record each.
  const loop = createPollingLoop({
    pollMs,
    gatherMs,
    async step() {
      // A batch whose record fails stays leased (or claimed) until its lease ends, then is tried
      // again with the same webhook-ids.
      const leased = await leaseEvents(leaseMs(timeoutMs));
      if (leased) await attempt(await addressedTo(db, leased.messages), leased.eventIds);
      const claimed = await claimDueDeliveries(db, new Date(), batchSize, leaseMs(timeoutMs));
      await attempt(claimed);
      // Only a full batch looks again at once: otherwise the next step waits to be woken (and
      // gathers for gatherMs) or polls, so a steady stream of changes goes out in batches rather
      // than a few deliveries a step, each step a transaction.
      return (leased?.full ?? false) || claimed.length >= batchSize;
    },
    onError(error) {
      onError(error);
      return pollMs;
    },
  });

  return {
    start() {
      unsubscribe ??= onDeliveryQueued(loop.wake);
      loop.start();
    },
    drain: loop.drain,
    async stop() {
      unsubscribe?.();
      unsubscribe = null;
      await loop.stop();
      poster.close();
    },
  };
}
