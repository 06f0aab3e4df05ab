import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { authPlugin } from './plugins/auth';
import { backupsPlugin } from './backups/plugin';
import { coversPlugin } from './covers/plugin';
import { importWorkerPlugin } from './imports/jobs/plugin';
import { databasePlugin } from './plugins/database';
import { registerErrorHandling } from './plugins/error-handler';
import { lookupPlugin } from './lookup/plugin';
import { mailPlugin } from './plugins/mail';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { OneLineRequestLog, serializeRequest } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStoredTextCheck } from './plugins/stored-text';
import { responseSerializerCompiler } from './http/response-serializer';
import { apiRoutes } from './api-routes';
import { coverFileRoutes } from './covers/covers.routes';
import { loadTokenSecret } from './auth/session-tokens';
import { oidcPlugin } from './accounts/oidc/oidc-plugin';
import { claimSessionSecret } from './auth/shared-secret';
import { createSecretBox } from './accounts/two-factor/secret-box';
import { registerStorybook } from './web/serve-storybook';
import { registerWeb } from './web/serve-web';
import { pageViewerPlugin } from './web/page-viewer';
import { releasesPlugin } from './releases/plugin';
import { webhookWorkerPlugin } from './webhooks/plugin';
import { leaseEntryEvents } from './library/entry-event-deliveries';
import { remindersPlugin } from './reminders/plugin';
import { audiobookshelfPollerPlugin } from './integrations/audiobookshelf/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  migrationsFolder: string;
  /**
   * Also check every answer against its zod schema before writing it (the API suite does; in
   * production the compiled serializer only writes what the schema names).
   */
  checkResponses?: boolean;
}

/** Builds the whole server (API, docs, web apps) without listening, so tests can `inject`. */
export async function buildApp({ config, migrationsFolder, checkResponses = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    // One line a request instead of Fastify's two.
    logController: new OneLineRequestLog(),
    // Ids the user can type end up in paths; keep them out of the router's way.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Opening PGlite and migrating can take a while on a busy machine; Fastify's 10 s default is too tight.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Requests are validated by zod; answers are written by serializers compiled once from the same schemas.
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }));
  app.decorate('config', config);

  registerErrorHandling(app);
  registerStoredTextCheck(app);
  await registerSecurityHeaders(app, config.remoteManifests);
  await registerOpenApi(app);
  await app.register(databasePlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
  await registerRateLimit(app, { maxPerMinute: config.authRateLimit, redis: config.redis });
  const secret = await loadTokenSecret(config.jwtSecret, config.dataDir);
  if (app.database.kind === 'postgres') {
    const claim = await claimSessionSecret(app.database.db, secret, config.jwtSecret !== undefined).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
    if (claim === 'replaced') app.log.warn('JWT_SECRET differs from the one this database was used with: sessions signed with the old one are no longer valid');
  }
  await app.register(authPlugin, { secret, tokenRateLimit: config.tokenRateLimit });
  await app.register(pageViewerPlugin, { secret });
  app.decorate('twoFactorSecrets', createSecretBox(secret));
  await app.register(oidcPlugin, { secret });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(coversPlugin, { dataDir: config.dataDir, store: config.covers });
  await app.register(importWorkerPlugin);
  await app.register(webhookWorkerPlugin, { leaseEvents: leaseEntryEvents });
  await app.register(remindersPlugin);
  await app.register(audiobookshelfPollerPlugin);
  await app.register(lookupPlugin);
  await app.register(backupsPlugin, { migrationsFolder });
  await app.register(releasesPlugin);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  // Covers are also served where an image host would serve them, outside the API.
  await app.register(coverFileRoutes);

  await registerStorybook(app, config);
  await registerWeb(app, config);
  return app;
}
