import type { Db } from '../../db/db';
import { JobStepError, markJobFailed, runNextBatch } from './runner';

export interface ImportWorker {
  /** Begins working through unfinished jobs, those left by an earlier run included. */
  start(): void;
  /** Looks for work now (a job was just queued) instead of at the next poll. */
  wake(): void;
  /** Resolves when the worker next finds nothing to do. */
  drain(): Promise<void>;
  /** Stops after the batch in progress, whose transaction commits or rolls back whole. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** How often an idle worker looks for jobs queued by another server. */
  pollMs?: number;
  onError: (error: unknown) => void;
}

const MAX_BACKOFF_MS = 30_000;
/** A job whose step fails this many times in a row is given up (status failed). */
const ATTEMPTS_PER_JOB = 3;

export function createImportWorker(db: Db, { pollMs = 5000, onError }: WorkerOptions): ImportWorker {
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
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
    let failures = 0;
    while (running) {
      let worked: boolean;
      try {
        worked = await runNextBatch(db, onError);
        failures = 0;
      } catch (error) {
        onError(error instanceof JobStepError ? error.reason : error);
        failures++;
        if (error instanceof JobStepError && failures >= ATTEMPTS_PER_JOB) {
          await markJobFailed(db, error.jobId).catch(onError);
          failures = 0;
          continue;
        }
        await pause(Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures));
        continue;
      }
      if (worked) {
        // Let requests in between batches.
        await new Promise((resolve) => setImmediate(resolve));
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
    wake() {
      wakeUp?.();
    },
    drain() {
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wakeUp?.();
      return idle;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
