import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isPglite } from '../db/pglite-prepared';
import { queryRows } from '../db/query-rows';
import type { HeardCaches } from './token-cache';

/** The channel of the migration's trigger access_tokens_changed(); its payload is the changing transaction's id. */
const CHANGED = 'access_tokens_changed';
/** Each instance's answer once it has cleared its cache for a change: the same payload. */
const HEARD = 'access_tokens_heard';
const RECONNECT_MS = 1000;
/** The longest a revocation waits for every instance to hear of it (an instance that does not answer is being cut off anyway). */
const SETTLE_MS = 2000;
/** Changes whose answers are counted: a few more than a burst of revocations. */
const KEPT_CHANGES = 100;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'shelfmark token listener';

export interface TokenChanges {
  /** Resolves once every instance listening has cleared its cache for the change made in transaction `txid`. */
  settle(txid: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Clears the credential caches (token holders, accounts' roles) whenever any instance (or the
 * CLI) revokes or changes a token, or changes or deletes an account's role: the trigger's
 * NOTIFY reaches every listening instance, which
 * clears its cache and answers on HEARD. A revocation through the API waits (settle) until
 * every listener has answered, so the very next request on any instance is refused. On
 * PostgreSQL a connection of its own listens, and while it is down the cache is off (every
 * request reads the database) until it is back. PGlite is one instance, and delivers
 * notifications before the changing query returns.
 */
export async function listenForTokenChanges(app: FastifyInstance, cache: HeardCaches): Promise<TokenChanges> {
  const client = (app.database.db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(CHANGED, () => cache.clear());
    cache.setListening(true);
    return { settle: async () => {}, stop: unlisten };
  }
  const databaseUrl = app.config.databaseUrl;
  if (!databaseUrl) return { settle: async () => {}, stop: async () => {} };

  const heard = new Map<string, number>();
  const waiting = new Set<() => void>();
  const countHeard = (txid: string) => {
    heard.set(txid, (heard.get(txid) ?? 0) + 1);
    if (heard.size > KEPT_CHANGES) heard.delete(heard.keys().next().value as string);
    for (const wake of waiting) wake();
  };

  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  // One warning per outage, not one per attempt to reconnect.
  let down = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      cache.setListening(false);
      if (stopped) return;
      if (!down) app.log.warn({ err: error }, 'token change listener lost; reading every token from the database until it is back');
      down = true;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === HEARD) return countHeard(payload);
      cache.clear();
      next.query('select pg_notify($1, $2)', [HEARD, payload]).catch(onLost);
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGED}; LISTEN ${HEARD}`);
      listener = next;
      if (lost) return;
      cache.setListening(true);
      if (down) app.log.info('token change listener back');
      down = false;
    } catch (error) {
      onLost(error as Error);
    }
  };
  await connect();

  const listeners = async () => {
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    return row?.n ?? 0;
  };
  return {
    settle: async (txid) => {
      const expected = await listeners();
      if ((heard.get(txid) ?? 0) >= expected) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        const check = () => {
          if ((heard.get(txid) ?? 0) >= expected) done();
        };
        const timer = setTimeout(() => {
          app.log.warn({ txid, expected, heard: heard.get(txid) ?? 0 }, 'not every instance confirmed a token change in time');
          done();
        }, SETTLE_MS);
        waiting.add(check);
      });
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      cache.setListening(false);
      await listener?.end().catch(() => {});
    },
  };
}
