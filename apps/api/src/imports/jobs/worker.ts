import { createPollingLoop, type PollingLoop } from '../../background/polling-loop';
import type { Db } from '../../db/db';
import { JobStepError, markJobFailed, runNextBatch } from './runner';

/** Works through unfinished import jobs (those left by an earlier run included), a batch at a time; stop() lets the batch in progress commit or roll back whole. */
export type ImportWorker = PollingLoop;

export interface WorkerOptions {
  /** How often an idle worker looks for jobs queued by another server. */
  pollMs?: number;
  onError: (error: unknown) => void;
}

const MAX_BACKOFF_MS = 30_000;
/** A job whose step fails this many times in a row is given up (status failed). */
const ATTEMPTS_PER_JOB = 3;

export function createImportWorker(db: Db, { pollMs = 5000, onError }: WorkerOptions): ImportWorker {
  let failures = 0;
  return createPollingLoop({
    pollMs,
    async step() {
      const worked = await runNextBatch(db, onError);
      failures = 0;
      return worked;
    },
    async onError(error) {
      onError(error instanceof JobStepError ? error.reason : error);
      failures++;
      if (error instanceof JobStepError && failures >= ATTEMPTS_PER_JOB) {
        await markJobFailed(db, error.jobId).catch(onError);
        failures = 0;
        return 0;
      }
      return Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures);
    },
  });
}
