import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { databasePlugin } from './plugins/database';
import { registerErrorHandling } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { healthRoutes } from './routes/health';
import { registerWeb } from './web/serve-web';

export interface BuildOptions {
  config: Config;
  migrationsFolder: string;
}

/** Builds the whole server (API, docs, web apps) without listening, so tests can `inject`. */
export async function buildApp({ config, migrationsFolder }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Ids the user can type end up in paths; keep them out of the router's way.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.remoteManifests);
  await registerOpenApi(app);
  await app.register(databasePlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerWeb(app, config);
  return app;
}
