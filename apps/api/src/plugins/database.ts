import fp from 'fastify-plugin';
import { type Database, openDatabase } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder: string;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const database = await openDatabase({
      ...options,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      onMigrationWait: () => app.log.info('another instance is migrating the database; waiting for it'),
    });
    app.decorate('database', database);
    // PGlite keeps the process alive until it is closed.
    app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
