import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type AttemptCounter, type AttemptStore, createAttemptCounter, memoryAttemptStore } from '../rate-limit/attempt-store';
import { redisAttemptStore } from '../rate-limit/redis-attempt-store';

/** The same words as the per-address limit's answer. */
const TOO_MANY = 'Too many attempts, try again in 1 minute';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the calls that guess at passwords or send mail: a limit per client address. */
    authRateLimit: { rateLimit: { max: number; timeWindow: string } };
    /**
     * preHandler limiting attempts on one account (a username, an email), whichever address
     * they come from: spreading guesses over many addresses does not get past it.
     */
    accountRateLimit(accountOf: (request: FastifyRequest) => string | undefined): preHandlerAsyncHookHandler;
    /**
     * A counter for a limit of its own (`name` unique per limit), in the store every limit
     * uses: Redis when REDIS_URL is set, so it holds across instances, else this instance's memory.
     */
    attemptCounter(name: string, max: number, windowMs?: number): AttemptCounter;
    /**
     * preHandler limiting how many records one plain user adds (media, creators, series) in a
     * window; librarians and admins are not limited. After validation, so a refused body costs nothing.
     */
    userAddLimit(limit: UserAddLimit): preHandlerAsyncHookHandler;
  }
}

export interface UserAddLimit {
  /** Routes of one bucket share its count ('media'; 'names' for creators and series). */
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429's message, given how long to wait. */
  message(waitMs: number): string;
}

/** @fastify/rate-limit's per-address counting, kept in our store (its own Redis option would fail open without a word). */
function pluginStoreOver(store: AttemptStore): new () => FastifyRateLimitStore {
  const over = (prefix: string): FastifyRateLimitStore => ({
    incr: ((key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) => {
      store.hit(`${prefix}${key}`, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.resetInMs }),
        (error: Error) => callback(error),
      );
    }) as FastifyRateLimitStore['incr'],
    // Called with the route's limit settings, which carry the route as routeInfo.
    child: (routeOptions) => {
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string; url: string } };
      return over(`address:${routeInfo.method}${routeInfo.url}:`);
    },
  });
  return class {
    constructor() {
      return over('address:');
    }
  } as unknown as new () => FastifyRateLimitStore;
}

export interface RateLimitOptions {
  maxPerMinute: number;
  redis: { url: string; keyPrefix: string } | undefined;
}

/**
 * Limits only the routes that opt in (sign-in, registration, password reset): per client
 * address, and per account on sign-in and reset requests. Counted in Redis when it is
 * configured (shared by every instance), else in this instance's memory.
 */
export async function registerRateLimit(app: FastifyInstance, { maxPerMinute, redis }: RateLimitOptions): Promise<void> {
  const store = redis
    ? await redisAttemptStore({ ...redis, warn: (error, message) => app.log.warn({ err: error }, message) })
    : memoryAttemptStore();
  app.addHook('onClose', async () => store.close());
  await app.register(rateLimit, {
    global: false,
    store: pluginStoreOver(store),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts, try again in ${context.after}`), { statusCode: context.statusCode }),
  });
  app.decorate('authRateLimit', { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } });
  app.decorate('attemptCounter', (name: string, max: number, windowMs?: number) => createAttemptCounter(store, name, max, windowMs));
  app.decorate('accountRateLimit', (accountOf: (request: FastifyRequest) => string | undefined) => {
    const counter = createAttemptCounter(store, 'account', maxPerMinute);
    return async (request: FastifyRequest) => {
      const account = accountOf(request)?.trim().toLowerCase();
      if (!account) return;
      // Each route counts apart: a username at sign-in, an email at reset.
      const key = `${request.method}${request.routeOptions.url ?? ''}:${account}`;
      if ((await counter.hit(key)) > 0) throw Object.assign(new Error(TOO_MANY), { statusCode: 429 });
    };
  });
  // One counter per bucket: routes that share a bucket (creators and series) share its budget.
  const addCounters = new Map<string, AttemptCounter>();
  app.decorate('userAddLimit', ({ bucket, max, windowMs, message }: UserAddLimit) => {
    const counter = addCounters.get(bucket) ?? createAttemptCounter(store, `add:${bucket}`, max, windowMs);
    addCounters.set(bucket, counter);
    return async (request: FastifyRequest) => {
      const user = request.user;
      if (!user || user.role !== 'user') return;
      const wait = await counter.hit(String(user.userId));
      if (wait > 0) throw Object.assign(new Error(message(wait)), { statusCode: 429 });
    };
  });
}
