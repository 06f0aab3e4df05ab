import { CreatedWebhookSchema, MAX_WEBHOOKS_PER_USER, WebhookAttemptSchema, WebhookCreateSchema, WebhookEndpointSchema, WebhookUpdateSchema, WEBHOOK_LOG_SIZE } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { deleteEndpoint, listAttempts, listEndpoints, toEndpoint } from './endpoints.repository';
import { changeEndpoint, createEndpoint, requireOwnEndpoint } from './endpoints.service';
import { queueTestEvent } from './outbox';

const tags = ['webhooks'];
const SIGNING =
  'Deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256>); see docs/webhooks.md.';
const ADDRESS =
  'url must be http(s); a host resolving to a loopback, link-local or private address is refused (400) unless the server sets WEBHOOK_ALLOW_PRIVATE_NETWORKS, and one that does not resolve is a 400.';

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const allowPrivate = app.config.webhookAllowPrivateNetworks;

  app.get(
    '/webhooks',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'The caller’s webhook endpoints', response: { 200: z.array(WebhookEndpointSchema), ...errors(401) } },
    },
    async (request) => (await listEndpoints(db, currentUser(request).userId)).map(toEndpoint),
  );

  app.post(
    '/webhooks',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add a webhook endpoint',
        description: `${ADDRESS} At least one event; media request events for librarians and admins only. At most ${MAX_WEBHOOKS_PER_USER} endpoints (409 past that). Answers the endpoint and its signing secret (whsec_…), shown only this once. ${SIGNING}`,
        body: WebhookCreateSchema,
        response: { 201: CreatedWebhookSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEndpoint(db, currentUser(request), request.body, allowPrivate)),
  );

  app.patch(
    '/webhooks/:webhookID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change a webhook endpoint',
        description: `Any of url, events, description, enabled. enabled true turns a disabled endpoint back on and clears its failures; its waiting deliveries resume. ${ADDRESS}`,
        params: idParams('webhookID'),
        body: WebhookUpdateSchema,
        response: { 200: WebhookEndpointSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => changeEndpoint(db, currentUser(request), request.params.webhookID, request.body, allowPrivate),
  );

  app.delete(
    '/webhooks/:webhookID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint',
        description: 'Its waiting deliveries and its log go with it.',
        params: idParams('webhookID'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await requireOwnEndpoint(db, request.params.webhookID, currentUser(request));
      await deleteEndpoint(db, request.params.webhookID);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/webhooks/:webhookID/deliveries',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The delivery log of a webhook endpoint',
        description: `Its last ${WEBHOOK_LOG_SIZE} attempts, newest first: event, webhook-id, attempt, status code, latency and the first characters of the answer or what went wrong.`,
        params: idParams('webhookID'),
        response: { 200: z.array(WebhookAttemptSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await requireOwnEndpoint(db, request.params.webhookID, currentUser(request));
      return listAttempts(db, request.params.webhookID);
    },
  );

  app.post(
    '/webhooks/:webhookID/test',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Send a test event',
        description: 'Queues a webhook.test event for this endpoint, whatever it subscribes to; the attempt shows in its log. A disabled endpoint gets it once turned back on.',
        params: idParams('webhookID'),
        response: { 202: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      await requireOwnEndpoint(db, request.params.webhookID, viewer);
      await queueTestEvent(db, viewer.userId, request.params.webhookID);
      return reply.code(202).send(null);
    },
  );
};
