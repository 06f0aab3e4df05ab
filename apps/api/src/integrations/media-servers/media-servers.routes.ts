import { InboxItemSchema, InboxResolutionSchema, InboxResolvedSchema, isMediaServerKind, MEDIA_SERVER_MESSAGES } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { errors, idParams, PathIdSchema } from '../../http/schemas';
import { currentUser, signedIn } from '../../plugins/auth';
import type { AuthUser } from '../../auth/session-tokens';
import type { Db } from '../../db/db';
import { requireOwnIntegration } from '../integrations.service';
import { listInbox } from './plays.repository';
import { resolveInboxPlay } from './plays.service';

const tags = ['integrations'];

async function requireOwnMediaServer(db: Db, integrationId: number, viewer: AuthUser) {
  const row = await requireOwnIntegration(db, integrationId, viewer);
  if (!isMediaServerKind(row.kind)) throw notFound(MEDIA_SERVER_MESSAGES.notFound);
  return row;
}

/** A media server integration's inbox, and the plays an entry's history shows. */
export const mediaServerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const lookUp = (row: Parameters<typeof app.lookup.fill>[0]) => app.lookup.fill(row);

  app.get(
    '/integrations/:integrationID/inbox',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Plays waiting for a decision',
        description: 'Plays of items the catalogue has no record for (and the integration may not create), oldest first, with the records that come closest as candidates. 404 for another user’s integration, or one that is not a media server.',
        params: idParams('integrationID'),
        response: { 200: z.array(InboxItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await requireOwnMediaServer(db, request.params.integrationID, currentUser(request));
      return listInbox(db, row.integrationId);
    },
  );

  app.post(
    '/integrations/:integrationID/inbox/:itemID/resolve',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Decide on a play in the inbox',
        description:
          'As in the imports’ review: action match (with mediaID: a movie for a movie, a TV show for an episode; 400 otherwise) records the play on that record; create makes a record from the play (and the metadata look-up when it is on) and queues it for the librarians’ check; skip drops it. A play with nothing new to record (already watched) is answered skipped. 409 when the item no longer waits.',
        params: z.object({ integrationID: PathIdSchema, itemID: PathIdSchema }),
        body: InboxResolutionSchema,
        response: { 200: InboxResolvedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const row = await requireOwnMediaServer(db, request.params.integrationID, viewer);
      const done = await resolveInboxPlay(db, viewer, row, request.params.itemID, request.body, lookUp);
      return { id: done.playId, state: done.state === 'recorded' ? ('recorded' as const) : ('skipped' as const), mediaID: done.mediaId };
    },
  );

};
