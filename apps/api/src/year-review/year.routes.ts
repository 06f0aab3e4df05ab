import { ReviewYearParamSchema, YearReviewSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { ownYearReview } from './year-review';

export const yearRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/year/:year',
    {
      onRequest: signedIn,
      schema: {
        tags: ['year'],
        summary: 'The signed-in user’s year in review',
        description:
          'Every item the user finished in the year (a reading ended, not as DNF, between 1 January and 31 December UTC), once each, in the order they were finished: items. totals, highestRated (up to 5, rated ones only), longest (one per type with lengths), first and last (among items finished on a known day or month) and tags (the user’s most used tags on those items, up to 6) point into items by index. years lists every year with a finish or a TV episode watched, newest first. episodesByMonth: the TV episodes watched in each month, January first (a rewatch counts again).',
        params: z.object({ year: ReviewYearParamSchema }),
        response: { 200: YearReviewSchema, ...errors(400, 401) },
      },
    },
    async (request) => ownYearReview(app.database.db, currentUser(request).userId, request.params.year),
  );
};
