import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends in the background, so an answer never waits on (or reveals) the mail server. */
  send(mail: Mail): void;
  /** Resolves when every mail handed to send() so far is delivered or has failed. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type Deliver = (mail: Mail) => Promise<void>;

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => void (await transport.sendMail({ from, ...mail }));
}

/** Without an SMTP server, mail is kept in the outbox table and logged, links included. */
function outboxDelivery(db: Db, log: FastifyBaseLogger): Deliver {
  return async (mail) => {
    await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
    log.info({ to: mail.to, subject: mail.subject }, `mail kept in the outbox (no SMTP_URL):\n${mail.text}`);
  };
}

export const mailPlugin = fp<{ smtpUrl: string | undefined; from: string }>(
  async (app, { smtpUrl, from }) => {
    const deliver = smtpUrl ? smtpDelivery(smtpUrl, from) : outboxDelivery(app.database.db, app.log);
    const pending = new Set<Promise<void>>();
    const mailer: Mailer = {
      send: (mail) => {
        const delivery = deliver(mail)
          .catch((error: unknown) => app.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'))
          .finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      drain: async () => void (await Promise.all([...pending])),
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.drain());
  },
  { name: 'mail', dependencies: ['database'] },
);
