import { API_MESSAGES, type SeriesProgress, SeriesProgressListSchema, SeriesProgressSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { seriesProgress, seriesUnderWay } from './series-progress-query';
import { createShelfCache } from '../library/shelf-cache';

const rule =
  'finished counts the caller’s items of the series on the Read shelf or with a reading that ended as read; nextUp is the first other item by series number (TV shows by start year) that the caller has not given up, null when none is left. Restricted items count for the admin only, as on the series page.';

/** "3 of 7 read — next up: {title}" for the series page and Home (issue 19, ADR 0020). */
export const seriesProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Home asks on every visit; what it lists changes only with the shelf (or, rarely, the catalogue: see the cache's age).
  const underWay = createShelfCache<SeriesProgress[]>();

  app.get(
    '/series/progress',
    {
      onRequest: signedIn,
      schema: {
        tags: ['series'],
        summary: 'The caller’s series under way, for Home',
        description: `At most four series with some items finished and some not, most recently active first. ${rule}`,
        response: { 200: SeriesProgressListSchema, ...errors(401) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return underWay.get(db, viewer.userId, `series:${viewer.role}`, () => seriesUnderWay(db, viewer));
    },
  );

  app.get(
    '/series/:id/progress',
    {
      onRequest: signedIn,
      schema: {
        tags: ['series'],
        summary: 'How far the caller is through a series',
        description: rule,
        params: idParams('id'),
        response: { 200: SeriesProgressSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const progress = await seriesProgress(db, request.params.id, currentUser(request));
      if (!progress) throw notFound(API_MESSAGES.seriesNotFound);
      return progress;
    },
  );
};
