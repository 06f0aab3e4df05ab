import { API_MESSAGES, SubmediaSchema, UserSubmediaPatchSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { findUserSubmedia, setSubmediaFavorite } from './user-submedia.repository';
import { ownedBy } from '../auth/ownership';

export const userSubmediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.patch(
    '/usersubmedias/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['usermedias'],
        summary: 'Mark a song or episode of a library entry as a favourite, or not',
        description: 'id is the usersubmediaID of the song or episode. Answers it.',
        params: idParams('id'),
        body: UserSubmediaPatchSchema,
        response: { 200: SubmediaSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId: _userId, ...song } = ownedBy(await findUserSubmedia(db, request.params.id), currentUser(request), API_MESSAGES.submediaNotFound);
      await setSubmediaFavorite(db, request.params.id, request.body.favorited);
      return { ...song, favorited: request.body.favorited };
    },
  );
};
