import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { authPlugin } from './plugins/auth';
import { coversPlugin } from './plugins/covers';
import { importWorkerPlugin } from './plugins/import-worker';
import { databasePlugin } from './plugins/database';
import { registerErrorHandling } from './plugins/error-handler';
import { mailPlugin } from './plugins/mail';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { serializeRequest } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { apiRoutes } from './routes';
import { coverFileRoutes } from './routes/covers';
import { loadTokenSecret } from './services/session-tokens';
import { registerWeb } from './web/serve-web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  migrationsFolder: string;
}

/** Builds the whole server (API, docs, web apps) without listening, so tests can `inject`. */
export async function buildApp({ config, migrationsFolder }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    // Ids the user can type end up in paths; keep them out of the router's way.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Opening PGlite and migrating can take a while on a busy machine; Fastify's 10 s default is too tight.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.remoteManifests);
  await registerOpenApi(app);
  await app.register(databasePlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
  await registerRateLimit(app, config.authRateLimit);
  await app.register(authPlugin, { secret: await loadTokenSecret(config.jwtSecret, config.dataDir) });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(coversPlugin, { dataDir: config.dataDir });
  await app.register(importWorkerPlugin);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  // Covers are also served where an image host would serve them, outside the API.
  await app.register(coverFileRoutes);

  await registerWeb(app, config);
  return app;
}
