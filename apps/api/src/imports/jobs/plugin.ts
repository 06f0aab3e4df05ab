import fp from 'fastify-plugin';
import { createImportWorker, type ImportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    importWorker: ImportWorker;
  }
}

/**
 * Runs import jobs in this process, from the database: jobs a stopped server left unfinished
 * are picked up when the server is ready, and closing the server waits for the batch at hand.
 */
export const importWorkerPlugin = fp(
  async (app) => {
    const worker = createImportWorker(app.database.db, { onError: (error) => app.log.error({ err: error }, 'import job step failed') });
    app.decorate('importWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'import-worker', dependencies: ['database'] },
);
