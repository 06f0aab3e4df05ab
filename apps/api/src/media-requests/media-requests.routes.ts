import {
  API_MESSAGES,
  MediaRequestCreateSchema,
  MediaRequestListQuerySchema,
  MediaRequestPatchSchema,
  MediaRequestRecordSchema,
  may,
  mediaRequestOutcome,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { allowedTo, currentUser, signedIn } from '../plugins/auth';
import { findMediaRequest, insertMediaRequest, listMediaRequests, setMediaRequestStatus } from './media-requests.repository';
import { findRole } from '../auth/roles';
import { withStaffEvent } from '../webhooks/outbox';

const tags = ['mediarequests'];

export const mediaRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireRequest = async (id: number) => {
    const found = await findMediaRequest(db, id);
    if (!found) throw notFound(API_MESSAGES.mediaRequestNotFound);
    return found;
  };

  app.post(
    '/mediarequests',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Ask for a media item missing from the catalogue',
        description:
          'The /mediarequest form: {userID?, type, title, creator?, details}. userID, the form’s hidden field, must be the caller’s own when sent. Stored for librarians and admins. Answers the stored request.',
        body: MediaRequestCreateSchema,
        response: { 201: MediaRequestRecordSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      if (request.body.userID !== undefined && request.body.userID !== viewer.userId) throw forbidden(API_MESSAGES.mediaRequestOfAnotherUser);
      const requestId = await withStaffEvent(
        db,
        'mediarequest.created',
        (tx) => insertMediaRequest(tx, viewer.userId, request.body),
        async (tx, id) => ({ request: await findMediaRequest(tx, id) }),
      );
      return reply.code(201).send(await requireRequest(requestId));
    },
  );

  app.get(
    '/mediarequests',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Media requests, newest first',
        description: 'Librarians and admins see everyone’s requests; other users their own. status: open (default), done, declined, closed (done or declined) or all.',
        querystring: MediaRequestListQuerySchema,
        response: { 200: z.array(MediaRequestRecordSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const role = await findRole(db, viewer.userId);
      const everyone = may(role, 'closeMediaRequests');
      return listMediaRequests(db, request.query.status, everyone ? undefined : viewer.userId);
    },
  );

  app.patch(
    '/mediarequests/:id',
    {
      onRequest: allowedTo('closeMediaRequests'),
      schema: {
        tags,
        summary: 'Mark a media request done or declined (admin, librarian)',
        description: 'Body {status: done | declined}; closed, still taken, means done. Sets closedAt. Answers the request.',
        params: idParams('id'),
        body: MediaRequestPatchSchema,
        response: { 200: MediaRequestRecordSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireRequest(request.params.id);
      await withStaffEvent(
        db,
        'mediarequest.closed',
        (tx) => setMediaRequestStatus(tx, request.params.id, mediaRequestOutcome(request.body.status), new Date()),
        async (tx) => ({ request: await findMediaRequest(tx, request.params.id) }),
      );
      return requireRequest(request.params.id);
    },
  );
};
