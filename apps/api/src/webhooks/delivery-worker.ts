import { WEBHOOK_TIMEOUT_MS } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { type Attempted, claimDueDeliveries, type ClaimedDelivery, type DisabledEndpoint, recordAttempts } from './deliveries.repository';
import { createPoster } from './post-delivery';
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
}

/** Long enough for an attempt and its record; an instance that dies lets its claims go after this. */
const leaseMs = (timeoutMs: number) => timeoutMs * 6;

export function createDeliveryWorker(db: Db, options: DeliveryWorkerOptions): DeliveryWorker {
  const { pollMs = 1000, gatherMs = 50, batchSize = 50, timeoutMs = WEBHOOK_TIMEOUT_MS, onDisabled, onError } = options;
  const poster = createPoster({ allowPrivate: options.allowPrivate, timeoutMs });
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  let idleWaiters: (() => void)[] = [];
  let unsubscribe: (() => void) | null = null;
  let gathering: NodeJS.Timeout | null = null;
  // A delivery was queued: claim after gatherMs, so the deliveries of a busy moment go out and
  // are recorded as one batch rather than one claim and one record each.
  const wake = () => {
    woken = true;
    gathering ??= setTimeout(() => {
      gathering = null;
      wakeUp?.();
    }, gatherMs).unref();
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken && !gathering) return resolve();
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  /** Posts the batch side by side, then records it in one transaction. */
  async function attempt(claimed: ClaimedDelivery[]): Promise<void> {
    const attempted: Attempted[] = await Promise.all(claimed.map(async (delivery) => ({ delivery, outcome: await poster.post(delivery) })));
    for (const endpoint of await recordAttempts(db, attempted, new Date())) onDisabled(endpoint);
  }

  async function work(): Promise<void> {
    while (running) {
      woken = false;
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDueDeliveries(db, new Date(), batchSize, leaseMs(timeoutMs));
        // A batch whose record fails stays claimed until its lease ends, then is tried again.
        await attempt(claimed);
      } catch (error) {
        onError(error);
        await pause(pollMs);
        continue;
      }
      if (claimed.length > 0) continue;
      // Woken while claiming: the new delivery may have committed after the claim looked.
      if (woken) {
        await pause(pollMs);
        continue;
      }
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      if (running) await pause(pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onDeliveryQueued(wake);
      loop = work();
    },
    drain() {
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wake();
      return idle;
    },
    async stop() {
      running = false;
      unsubscribe?.();
      if (gathering) clearTimeout(gathering);
      gathering = null;
      wakeUp?.();
      await loop;
      poster.close();
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
