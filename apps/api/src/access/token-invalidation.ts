import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { isPglite } from '../db/pglite-prepared';
import type { TokenCache } from './token-cache';

/** The channel of the migration's trigger access_tokens_changed(). */
const CHANNEL = 'access_tokens_changed';
const RECONNECT_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'shelfmark token listener';

/**
 * Clears the token cache whenever any instance (or the CLI) revokes or changes a token, or
 * changes an account's role: PostgreSQL delivers the trigger's NOTIFY to every listening
 * instance as the change commits, before the changing call is answered. On PostgreSQL a
 * connection of its own listens, and while it is down the cache is off (every request reads
 * the database) until it is back. PGlite delivers notifications before the changing query returns.
 * Answers how to stop listening.
 */
export async function listenForTokenChanges(app: FastifyInstance, cache: TokenCache): Promise<() => Promise<void>> {
  const client = (app.database.db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(CHANNEL, () => cache.clear());
    cache.setListening(true);
    return unlisten;
  }
  const databaseUrl = app.config.databaseUrl;
  if (!databaseUrl) return async () => {};
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
    next.on('notification', () => cache.clear());
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
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
  return async () => {
    stopped = true;
    clearTimeout(retry);
    cache.setListening(false);
    await listener?.end().catch(() => {});
  };
}
