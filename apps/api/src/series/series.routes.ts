import { API_MESSAGES, SeriesCreatedSchema, SeriesCreateSchema, SeriesDetailSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { currentUser, signedIn, withRole } from '../plugins/auth';
import { loadMedia } from '../media/media-loader.repository';
import { findOrCreateSeries, findSeries, mediaIdsInSeries } from './series.repository';
import { nameAddLimit } from '../media/add-limits';

/** A text/plain body is the name alone. */
const SeriesBodySchema = z.preprocess((body) => (typeof body === 'string' ? { name: body } : body), SeriesCreateSchema);

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/series',
    {
      onRequest: withRole('admin', 'librarian', 'user'),
      preHandler: app.userAddLimit(nameAddLimit(app.config.mediaAddLimit)),
      schema: {
        tags: ['series'],
        summary: 'Add a series (any signed-in user)',
        description:
          'The body is the series name as text/plain, or JSON {name, description?}. A name that exists already (in any letter case) answers 200 with that series instead of creating a second one. A user (not a librarian or admin) may add three times MEDIA_ADD_LIMIT creators and series together an hour (default 60); past that, 429.',
        consumes: ['text/plain', 'application/json'],
        body: SeriesBodySchema,
        response: { 200: SeriesCreatedSchema, 201: SeriesCreatedSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { seriesId, created } = await findOrCreateSeries(db, request.body);
      return reply.code(created ? 201 : 200).send({ seriesID: seriesId });
    },
  );

  app.get(
    '/series/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['series'],
        summary: 'A series and its media',
        description:
          'mediaInSeries holds the books, movies, albums and games by series number; tvshowsInSeries the TV shows by start year, newest first.',
        params: idParams('id'),
        response: { 200: SeriesDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const found = await findSeries(db, request.params.id);
      if (!found) throw notFound(API_MESSAGES.seriesNotFound);
      const ids = await mediaIdsInSeries(db, found.seriesID, viewer);
      const [mediaInSeries, tvshowsInSeries] = await Promise.all([
        loadMedia(db, ids.inSeries, viewer.userId),
        loadMedia(db, ids.tvshows, viewer.userId),
      ]);
      return { ...found, mediaInSeries, tvshowsInSeries };
    },
  );
};
