/** A background worker's loop: a step repeated while it finds work, then polled, woken early when work is queued. */
export interface PollingLoop {
  start(): void;
  /** Work was queued: look now (after gatherMs) instead of at the next poll. */
  wake(): void;
  /** Resolves when the loop next finds nothing to do. */
  drain(): Promise<void>;
  /** Lets the step in progress finish, then stops. */
  stop(): Promise<void>;
}

export interface PollingLoopOptions {
  /** One round of work; true when it did some, so there may be more right away. */
  step: () => Promise<boolean>;
  /** How often an idle loop looks for work queued elsewhere (another instance) or come due. */
  pollMs: number;
  /** How long a wake waits for more work to be queued, so a busy moment's work is taken as one batch. */
  gatherMs?: number;
  /** A step threw: report it; the answer is how long to wait before the next step. */
  onError: (error: unknown) => Promise<number> | number;
}

export function createPollingLoop({ step, pollMs, gatherMs = 0, onError }: PollingLoopOptions): PollingLoop {
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  let gathering: NodeJS.Timeout | null = null;
  let idleWaiters: (() => void)[] = [];

  const wake = () => {
    woken = true;
    if (gatherMs === 0) return wakeUp?.();
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

  async function work(): Promise<void> {
    while (running) {
      woken = false;
      let worked: boolean;
      try {
        worked = await step();
      } catch (error) {
        await pause(await onError(error));
        continue;
      }
      if (worked) {
        // Let requests in between rounds.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      // Woken during the step: what was queued may have committed after the step looked.
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
      loop = work();
    },
    wake,
    drain() {
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wake();
      return idle;
    },
    async stop() {
      running = false;
      if (gathering) clearTimeout(gathering);
      gathering = null;
      wakeUp?.();
      await loop;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
