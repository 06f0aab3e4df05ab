import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { defaultWebRoot, migrationsFolder } from './paths';

async function main() {
  const config = loadConfig(process.env, { webRoot: defaultWebRoot });
  const app = await buildApp({ config, migrationsFolder });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shelfmark is running at ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
