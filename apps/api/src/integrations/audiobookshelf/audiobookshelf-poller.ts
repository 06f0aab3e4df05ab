import type { Db } from '../../db/db';
import { claimDueServer } from './audiobookshelf.repository';
import { pollServer } from './audiobookshelf-poll.job';

export interface AudiobookshelfPoller {
  start(): void;
  /** Polls every server due now (those another instance has not claimed), one after the other. */
  pollDue(): Promise<number>;
  stop(): Promise<void>;
}

/** How often an instance looks for servers due; each server's own interval is AUDIOBOOKSHELF_POLL_MINUTES. */
const LOOK_EVERY_MS = 30_000;

export function createAudiobookshelfPoller(db: Db, onError: (error: unknown) => void, lookEveryMs = LOOK_EVERY_MS): AudiobookshelfPoller {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const pollDue = async () => {
    let polled = 0;
    for (let server = await claimDueServer(db); server; server = await claimDueServer(db)) {
      await pollServer(db, server).catch(onError);
      polled++;
    }
    return polled;
  };
  const tick = () => {
    running ??= pollDue()
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      timer ??= setInterval(tick, lookEveryMs);
      timer.unref();
      tick();
    },
    pollDue,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
