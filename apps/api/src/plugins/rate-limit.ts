import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the calls that guess at passwords or send mail. */
    authRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

/**
 * Limits only the routes that opt in (sign-in, registration, password reset), per client
 * address, in memory: behind several API instances each counts on its own.
 */
export async function registerRateLimit(app: FastifyInstance, maxPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts, try again in ${context.after}`), { statusCode: context.statusCode }),
  });
  app.decorate('authRateLimit', { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } });
}
