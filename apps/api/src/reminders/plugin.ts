import fp from 'fastify-plugin';
import { createPollingLoop } from '../background/polling-loop';
import { createPushSender, vapidSubject } from './push-delivery';
import { runReminders } from './reminder-job';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The installation's VAPID keys, generated on first use. */
    vapidKeys(): Promise<VapidKeys>;
  }
}

/** Release reminders: every instance looks for due reminders every REMINDERS_INTERVAL_MINUTES; one sends them. */
export const remindersPlugin = fp(
  async (app) => {
    const db = app.database.db;
    let keys: Promise<VapidKeys> | null = null;
    const vapidKeys = () => (keys ??= loadVapidKeys(db).catch((error: unknown) => {
      keys = null;
      throw error;
    }));
    app.decorate('vapidKeys', vapidKeys);
    const minutes = app.config.remindersIntervalMinutes;
    if (minutes === 0) return;
    const subject = vapidSubject(app.config.publicUrl, app.config.mailFrom);
    const loop = createPollingLoop({
      pollMs: minutes * 60_000,
      step: async () => {
        const push = createPushSender({ keys: await vapidKeys(), subject });
        const run = await runReminders({ db, sendMail: (mail) => app.mailer.send(mail), push, publicUrl: app.config.publicUrl }, new Date());
        if (run.mails + run.pushes + run.removed > 0) app.log.info(run, 'release reminders sent');
        return false;
      },
      onError: (error) => {
        app.log.error({ err: error }, 'release reminders failed');
        return minutes * 60_000;
      },
    });
    app.addHook('onReady', async () => loop.start());
    app.addHook('preClose', async () => loop.stop());
  },
  { name: 'reminders', dependencies: ['database', 'mail'] },
);
