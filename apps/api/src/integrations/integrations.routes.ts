import { CreatedIntegrationSchema, IntegrationHistoryLineSchema, IntegrationSchema, IntegrationUpdateSchema, MAX_INTEGRATIONS_PER_USER, MediaServerCreateSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { shownAddress } from '../http/public-url';
import { currentUser, signedIn } from '../plugins/auth';
import { requireOwnEntry } from '../library/library.service';
import { deleteIntegration, listIntegrations } from './integrations.repository';
import { changeIntegration, createMediaServer, requireOwnIntegration } from './integrations.service';
import { entryHistory } from './entry-history';
import { forgetHook } from './media-servers/hook-cache';

const tags = ['integrations'];

/**
 * The signed-in user's integrations of every kind (media servers, KOReader, Audiobookshelf):
 * session only, like tokens and webhooks, since they carry credentials (access/token-scopes.ts).
 */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/integrations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The caller’s integrations',
        description: 'Every kind, oldest first, each with its status (paused and why, last event, last error), the plays recorded in the last 7 days, the plays waiting in its inbox, and a media server’s settings.',
        response: { 200: z.array(IntegrationSchema), ...errors(401, 403) },
      },
    },
    async (request) => listIntegrations(db, currentUser(request).userId),
  );

  app.post(
    '/integrations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add a media server integration (Jellyfin, Plex or Emby)',
        description: `kind jellyfin, plex or emby; settings: serverUsers (at least one server user name or id whose plays count), libraries (names; empty for all; Plex and Jellyfin say a play's library, Emby does not), minimumPercent (a stopped movie played at least this much moves to Currently Watching; default 10), createUnknown (an item the catalogue lacks is created, from the metadata look-up when it is on, instead of waiting in the inbox). Answers the integration and hookUrl, the address to paste into the server with its secret, shown only this once. At most ${MAX_INTEGRATIONS_PER_USER} integrations of every kind together (409 past that).`,
        body: MediaServerCreateSchema,
        response: { 201: CreatedIntegrationSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createMediaServer(db, currentUser(request), request.body, shownAddress(app.config, request))),
  );

  app.patch(
    '/integrations/:integrationID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Rename, pause, resume or change an integration',
        description: 'Any of name, paused, settings (a media server’s only; 400 for other kinds). paused false resumes one that paused itself, clearing its reason and failures in a row.',
        params: idParams('integrationID'),
        body: IntegrationUpdateSchema,
        response: { 200: IntegrationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => changeIntegration(db, currentUser(request), request.params.integrationID, request.body),
  );

  app.delete(
    '/integrations/:integrationID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete an integration',
        description: 'Its address stops working at once; its inbox and the plays it recorded go with it (what they did to the shelf stays).',
        params: idParams('integrationID'),
        response: { 204: NoContentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      await requireOwnIntegration(db, request.params.integrationID, viewer);
      await deleteIntegration(db, request.params.integrationID, viewer.userId);
      forgetHook(db, request.params.integrationID);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/integrations/history/:usermediaID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'What integrations recorded on a library entry',
        description:
          'The lines integrations added to the entry’s history, newest first: "Watched S1E3 on Jellyfin", "Rated 8/10 on Plex", "Read to 42% on KOReader (Kobo)", "Listened to 30% on Audiobookshelf". 404 for another user’s entry.',
        params: idParams('usermediaID'),
        response: { 200: z.array(IntegrationHistoryLineSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      await requireOwnEntry(db, request.params.usermediaID, viewer);
      return entryHistory(db, viewer.userId, request.params.usermediaID);
    },
  );
};
