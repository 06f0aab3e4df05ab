import { API_MESSAGES, MediaCreatedSchema, MediaCreateSchema, MediaSchema, MediaUpdateSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { currentUser, isAdmin, signedIn, withRole } from '../plugins/auth';
import { loadOneMedia } from '../repositories/media-loader';
import { insertMedia, updateMedia } from '../repositories/media-writer';
import { requireVisibleMedia } from '../services/media-access';

const editors = withRole('admin', 'librarian');

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/medias/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['medias'],
        summary: 'A media item',
        description:
          'tags are the caller’s own tags on the item; submedia carry the caller’s usersubmediaID and favourite when the item is in their library. Restricted items are 404 except to the admin and to users who already have them in their library.',
        params: idParams('id'),
        response: { 200: MediaSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      // Side by side: the item is only answered when the check passes.
      const [, found] = await Promise.all([requireVisibleMedia(db, request.params.id, viewer), loadOneMedia(db, request.params.id, viewer.userId)]);
      if (!found) throw notFound(API_MESSAGES.mediaNotFound);
      return found;
    },
  );

  app.post(
    '/medias',
    {
      onRequest: editors,
      schema: {
        tags: ['medias'],
        summary: 'Add a media item (admin, librarian)',
        description:
          'creators are creator ids (the first one sorts the item), genreIDs genre ids. Only the admin may set restricted. isbn is for books only and unique (ISBN-10 and ISBN-13 of one book count as the same). submedia, optional, lists songs or episodes by number.',
        body: MediaCreateSchema,
        response: { 201: MediaCreatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (request.body.restricted && !isAdmin(currentUser(request))) throw forbidden(API_MESSAGES.restrictedAdminOnly);
      const mediaID = await db.transaction((tx) => insertMedia(tx, request.body));
      return reply.code(201).send({ mediaID });
    },
  );

  app.patch(
    '/medias/:id',
    {
      onRequest: editors,
      schema: {
        tags: ['medias'],
        summary: 'Edit a media item (admin, librarian)',
        description:
          'The whole item as on creation, minus isbn, which cannot change. submedia left out keeps the songs or episodes; given, it becomes the list (matched by number, so favourites survive). Answers the updated item.',
        params: idParams('id'),
        body: MediaUpdateSchema,
        response: { 200: MediaSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const editor = currentUser(request);
      await requireVisibleMedia(db, request.params.id, editor);
      if (request.body.restricted && !isAdmin(editor)) throw forbidden(API_MESSAGES.restrictedAdminOnly);
      await db.transaction((tx) => updateMedia(tx, request.params.id, request.body));
      const updated = await loadOneMedia(db, request.params.id, editor.userId);
      if (!updated) throw notFound(API_MESSAGES.mediaNotFound);
      return updated;
    },
  );
};
