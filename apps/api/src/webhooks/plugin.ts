import fp from 'fastify-plugin';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker';
import { disabledMail } from './disabled-mail';

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
  async (app) => {
    const worker = createDeliveryWorker(app.database.db, {
      allowPrivate: app.config.webhookAllowPrivateNetworks,
      onDisabled: (endpoint) => {
        app.log.warn({ url: endpoint.url }, 'webhook endpoint disabled after failing in a row');
        app.mailer.send(disabledMail(endpoint, app.config.publicUrl));
      },
      onError: (error) => app.log.error({ err: error }, 'webhook delivery failed to record'),
    });
    app.decorate('webhookWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'webhook-worker', dependencies: ['database', 'mail'] },
);
