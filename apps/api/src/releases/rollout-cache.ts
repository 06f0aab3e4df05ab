import type { AreaName } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { isPglite } from '../db/pglite-prepared';
import { readRollouts } from './releases.repository';
import type { Rollout } from '../web/remote-locations';

/** The channel of migration 0032's trigger on remote_rollouts. */
const CHANGED = 'remote_rollouts_changed';
const RECONNECT_MS = 1000;
export const ROLLOUT_LISTENER_NAME = 'shelfmark rollout listener';

export interface RolloutCache {
  /** Every remote's rollout: this instance's copy, read again after any change anywhere. */
  current(): Promise<ReadonlyMap<AreaName, Rollout>>;
  stop(): Promise<void>;
}

/**
 * The rollouts a page is written with, read once and kept until the table changes: its trigger's
 * NOTIFY reaches every instance listening (as token revocations do, access/token-invalidation.ts),
 * so a promote, a rollback or a stopped canary holds on every instance of a fleet at once, without
 * a restart. While the listening connection is down, every page reads the table.
 */
export async function createRolloutCache(app: FastifyInstance): Promise<RolloutCache> {
  const db = app.database.db;
  let cached: Promise<ReadonlyMap<AreaName, Rollout>> | undefined;
  let listening = false;
  const forget = () => (cached = undefined);
  const cache: Omit<RolloutCache, 'stop'> = {
    current: () => {
      if (!listening) return readRollouts(db);
      cached ??= readRollouts(db).catch((error: unknown) => {
        forget();
        throw error;
      });
      return cached;
    },
  };

  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(CHANGED, forget);
    listening = true;
    return { ...cache, stop: unlisten };
  }
  const databaseUrl = app.config.databaseUrl;
  if (!databaseUrl) return { ...cache, stop: async () => {} };

  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: ROLLOUT_LISTENER_NAME });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      listening = false;
      forget();
      if (stopped) return;
      app.log.warn({ err: error }, 'rollout listener lost; reading rollouts from the database until it is back');
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('notification', forget);
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGED}`);
      if (lost) return;
      listener = next;
      forget();
      listening = true;
    } catch (error) {
      onLost(error as Error);
    }
  };
  await connect();
  return {
    ...cache,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      listening = false;
      await listener?.end().catch(() => {});
    },
  };
}
