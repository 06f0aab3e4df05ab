import { API_MESSAGES, StatusSchema, UserMediaPatchSchema, UserMediaSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { errors, idParams, NoContentSchema, PathIdSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { findEntryOfMedia } from './library-entries.repository';
import { addToLibrary, patchEntry, removeFromLibrary, requireUserMedia } from './library.service';

const tags = ['usermedias'];

export const userMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/usermedias/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'A library entry',
        description: "With readings (first one first), journal entries and recommendations. Another user’s entry is 404, as if absent.",
        params: idParams('id'),
        response: { 200: UserMediaSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      // Another user's entry loads as nothing: a 404, as if absent.
      return requireUserMedia(db, request.params.id, currentUser(request));
    },
  );

  app.get(
    '/usermedias/media/:mediaID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The caller’s library entry for a media item',
        description:
          "For the detail page, which knows the mediaID only: the caller's entry for it, or 404 'This shelf is empty' when the item is not in their library.",
        params: idParams('mediaID'),
        response: { 200: UserMediaSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const entry = await findEntryOfMedia(db, viewer.userId, request.params.mediaID);
      if (!entry) throw notFound(API_MESSAGES.libraryItemNotFound);
      return requireUserMedia(db, entry.usermediaId, viewer);
    },
  );

  app.get(
    '/usermedias/check/:mediaID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Whether a media item is in the caller’s library',
        params: idParams('mediaID'),
        response: { 200: z.boolean(), ...errors(400, 401) },
      },
    },
    async (request) => (await findEntryOfMedia(db, currentUser(request).userId, request.params.mediaID)) !== undefined,
  );

  app.post(
    '/usermedias',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add a media item to the library',
        description:
          "No body. status is optional (default library, 'In Library'); currentlyReading also starts a reading. Answers the new entry. 409 when the item is in the library already.",
        querystring: z.object({ mediaID: PathIdSchema, status: StatusSchema.default('library') }),
        response: { 201: UserMediaSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const usermediaId = await addToLibrary(db, viewer, request.query.mediaID, request.query.status);
      return reply.code(201).send(await requireUserMedia(db, usermediaId, viewer));
    },
  );

  app.patch(
    '/usermedias/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change one field of a library entry',
        description:
          'Exactly one of {status}, {rating} (0 clears it), {progress} (0 to the item’s numPages), {review} (blank clears it) or {favorited}. Entering currentlyReading starts a reading; leaving it ends the current one (read, or DNF for any other status). Answers the updated entry.',
        params: idParams('id'),
        body: UserMediaPatchSchema,
        response: { 200: UserMediaSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      await patchEntry(db, viewer, request.params.id, request.body);
      return requireUserMedia(db, request.params.id, viewer);
    },
  );

  app.delete(
    '/usermedias/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Remove an item from the library',
        description: 'Deletes, in one transaction, its rating, review, readings, journal entries, tags and song favourites, and the recommendations made on it.',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeFromLibrary(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

