import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { createDeliveryWorker, type DeliveryWorker, type LeasedEvents } from './delivery-worker';
import { disabledMail } from './disabled-mail';
import { wakeDeliveryWorkers } from './wake';

declare module 'fastify' {
  interface FastifyInstance {
    webhookWorker: DeliveryWorker;
  }
}

/**
 * Delivers webhooks from the outbox in every instance: what a stopped server left is picked up
 * when the server is ready, and closing it lets the attempts in flight finish and be recorded.
 */
export const webhookWorkerPlugin = fp(
  async (app, { leaseEvents }: { leaseEvents: (db: Db, leaseMs: number) => Promise<LeasedEvents | null> }) => {
    const worker = createDeliveryWorker(app.database.db, {
      allowPrivate: app.config.webhookAllowPrivateNetworks,
      leaseEvents: (leaseMs) => leaseEvents(app.database.db, leaseMs),
      onDisabled: (endpoint) => {
        app.log.warn({ url: endpoint.url }, 'webhook endpoint disabled after failing in a row');
        app.mailer.send(disabledMail(endpoint, app.config.publicUrl));
      },
      onError: (error) => app.log.error({ err: error }, 'webhook delivery failed to record'),
    });
    app.decorate('webhookWorker', worker);
    app.addHook('onReady', async () => worker.start());
    // A request that may have changed something wakes the worker: what its statements captured
    // (the entries' events, migration 0037) is sent at the worker's next step.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') wakeDeliveryWorkers();
    });
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'webhook-worker', dependencies: ['database', 'mail'] },
);
