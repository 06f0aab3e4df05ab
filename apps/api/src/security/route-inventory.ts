import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiRoutes } from '../api-routes';
import { coverFileRoutes } from '../covers/covers.routes';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every API route the server registers (HEAD twins left out), found by registering the same
 * route plugins as app.ts on a bare instance with an onRoute hook: a new route module shows
 * up here without anyone listing it.
 */
export async function registeredApiRoutes(): Promise<RegisteredRoute[]> {
  const bare = Fastify({ logger: false });
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  // Route modules only keep references to these while registering; no handler runs here.
  bare.decorate('database', { db: {} } as never);
  bare.decorate('authRateLimit', { rateLimit: { max: 1, timeWindow: '1 minute' } });
  bare.decorate('accountRateLimit', (() => async () => {}) as never);
  bare.decorate('userAddLimit', (() => async () => {}) as never);
  bare.decorate('attemptCounter', (() => ({ hit: async () => 0 })) as never);
  bare.decorate('config', {} as never);
  const routes: RegisteredRoute[] = [];
  bare.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await bare.register(apiRoutes, { prefix: '/api/v1' });
  await bare.register(coverFileRoutes);
  await bare.close();
  return routes;
}
