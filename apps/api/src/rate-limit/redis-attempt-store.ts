import { Redis } from 'ioredis';
import type { AttemptStore } from './attempt-store';

/** One round trip: count the attempt, start the window's clock on the first one, answer both. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** How long a request waits on Redis before it is let through uncounted. */
const COMMAND_TIMEOUT_MS = 500;
const QUIET_MS = 10_000;

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so that several installations (or test runs) share one Redis. */
  keyPrefix: string;
  /** Told about Redis trouble, at most once every 10 s. */
  warn(error: unknown, message: string): void;
}

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * Attempts counted in Redis, so a limit holds across every instance. It fails open: while
 * Redis is unreachable or slow, an attempt is let through uncounted (and logged), never refused
 * and never answered 500; counting resumes by itself when Redis is back.
 */
export async function redisAttemptStore({ url, keyPrefix, warn }: RedisStoreOptions): Promise<AttemptStore> {
  let quietUntil = 0;
  const warnQuietly = (error: unknown, message: string) => {
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + QUIET_MS;
    warn(error, message);
  };
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail at once while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  redis.on('error', (error: unknown) => warnQuietly(error, 'Redis is unreachable: rate limits are not counted until it is back'));
  redis.defineCommand('shelfmarkHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (redis as unknown as { shelfmarkHit: HitCommand }).shelfmarkHit.bind(redis);
  // Unreachable at start is no reason not to start: the client keeps reconnecting.
  await redis.connect().catch((error: unknown) => warnQuietly(error, 'Redis is unreachable at start: rate limits are not counted until it is back'));

  return {
    kind: 'redis',
    hit: async (key, windowMs) => {
      try {
        const [count, resetInMs] = await hitCommand(`${keyPrefix}attempts:${key}`, windowMs);
        return { count, resetInMs };
      } catch (error) {
        warnQuietly(error, 'Redis did not count an attempt: let through uncounted');
        return { count: 0, resetInMs: windowMs };
      }
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
