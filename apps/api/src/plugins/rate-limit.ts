import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

const WINDOW_MS = 60_000;
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
  }
}

/** Fixed one-minute windows per key, in memory; expired windows are swept as new ones open. */
export function createAttemptCounter(max: number, windowMs = WINDOW_MS, now = () => Date.now()) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    /** Counts an attempt; answers how long to wait when it is over the limit, else 0. */
    hit(key: string): number {
      const time = now();
      if (time >= nextSweep) {
        for (const [held, window] of windows) if (window.resetAt <= time) windows.delete(held);
        nextSweep = time + windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return window.count > max ? window.resetAt - time : 0;
    },
  };
}

/**
 * Limits only the routes that opt in (sign-in, registration, password reset): per client
 * address, and per account on sign-in and reset requests. In memory: behind several API
 * instances each counts on its own.
 */
export async function registerRateLimit(app: FastifyInstance, maxPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts, try again in ${context.after}`), { statusCode: context.statusCode }),
  });
  app.decorate('authRateLimit', { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } });
  app.decorate('accountRateLimit', (accountOf: (request: FastifyRequest) => string | undefined) => {
    const counter = createAttemptCounter(maxPerMinute);
    return async (request: FastifyRequest) => {
      const account = accountOf(request)?.trim().toLowerCase();
      if (!account) return;
      if (counter.hit(account) > 0) throw Object.assign(new Error(TOO_MANY), { statusCode: 429 });
    };
  });
}
