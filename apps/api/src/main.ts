import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrlUnsetWarning } from './config/config';
import { defaultWebRoot, migrationsFolder } from './paths';

const SHUTDOWN_GRACE_MS = 20_000;

async function main() {
  const config = loadConfig(process.env, { webRoot: defaultWebRoot });
  const app = await buildApp({ config, migrationsFolder });

  // Closing stops accepting connections, lets the requests in flight finish, then closes the
  // database; a request that never ends must not keep the process from stopping.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(`requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shelfmark is running at ${config.publicUrl} (database: ${app.database.kind})`);
  if (!config.publicUrlSet) app.log.warn(publicUrlUnsetWarning(config.publicUrl));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
