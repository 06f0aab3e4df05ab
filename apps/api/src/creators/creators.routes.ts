import { API_MESSAGES, CreatorCreatedSchema, CreatorCreateSchema, CreatorDetailSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { currentUser, signedIn, withRole } from '../plugins/auth';
import { findCreator, insertCreator, mediaIdsByCreator } from './creators.repository';
import { nameAddLimit } from '../media/add-limits';
import { loadMedia } from '../media/media-loader.repository';

export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/creators',
    {
      onRequest: withRole('admin', 'librarian', 'user'),
      preHandler: app.userAddLimit(nameAddLimit(app.config.mediaAddLimit)),
      schema: {
        tags: ['creators'],
        summary: 'Add a creator (any signed-in user)',
        description:
          'first and last are split from name (last word, the rest) when last is empty. description is optional. A user (not a librarian or admin) may add three times MEDIA_ADD_LIMIT creators and series together an hour (default 60); past that, 429.',
        body: CreatorCreateSchema,
        response: { 201: CreatorCreatedSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ creatorID: await insertCreator(db, request.body) }),
  );

  app.get(
    '/creators/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['creators'],
        summary: 'A creator and their works',
        description: 'mediaByCreator is sorted by series name (works outside a series last), then series number, then title.',
        params: idParams('id'),
        response: { 200: CreatorDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const creator = await findCreator(db, request.params.id);
      if (!creator) throw notFound(API_MESSAGES.creatorNotFound);
      const mediaByCreator = await loadMedia(db, await mediaIdsByCreator(db, creator.creatorID, viewer), viewer.userId);
      return { ...creator, mediaByCreator };
    },
  );
};
