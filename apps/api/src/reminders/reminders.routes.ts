import { PushPublicKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema, ReminderSettingsSchema, ReminderSettingsUpdateSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { deleteSubscription, findSettings, saveSubscription, updateSettings } from './reminders.repository';

const tags = ['reminders'];

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/reminders',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The user’s release reminder settings',
        description: 'Both reminders are off until the user opts in; weekday is ISO (1 Monday … 7 Sunday).',
        response: { 200: ReminderSettingsSchema, ...errors(401) },
      },
    },
    async (request) => findSettings(db, currentUser(request).userId),
  );

  app.patch(
    '/reminders',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Opt in to or out of release reminders',
        description:
          'weeklyMail: a mail on weekday listing the Watch List releases of the seven days from that day (the calendar feed’s items). push: a push notification on a release’s day to every device subscribed with POST /push/subscriptions. Fields left out keep their value.',
        body: ReminderSettingsUpdateSchema,
        response: { 200: ReminderSettingsSchema, ...errors(400, 401) },
      },
    },
    async (request) => updateSettings(db, currentUser(request).userId, request.body),
  );

  app.get(
    '/push/public-key',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The server’s VAPID public key',
        description: 'base64url, for pushManager.subscribe({ applicationServerKey }). Generated once per installation.',
        response: { 200: PushPublicKeySchema, ...errors(401) },
      },
    },
    async () => ({ publicKey: (await app.vapidKeys()).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Subscribe this device to release-day pushes',
        description: 'The body is the browser’s PushSubscription JSON. Subscribing an endpoint again replaces its keys (and its owner). Answers 204.',
        body: PushSubscriptionSchema,
        response: { 204: NoContentSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      await saveSubscription(db, currentUser(request).userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Unsubscribe a device',
        description: 'Removes the user’s subscription with this endpoint. Answers 204 whether or not there was one.',
        body: PushUnsubscribeSchema,
        response: { 204: NoContentSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(db, currentUser(request).userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
