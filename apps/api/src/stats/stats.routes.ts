import { GoalsQuerySchema, GoalsSchema, GoalWriteSchema, StatsQuerySchema, StatsSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { goalProgress, writeGoal } from './goals.repository';
import { type Figures, loadStats } from './load-stats';
import { createShelfCache } from '../library/shelf-cache';

const thisYear = () => new Date().getUTCFullYear();

/** The caller's stats and yearly goals (issue 19, ADR 0020). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = createShelfCache<Figures>();

  app.get(
    '/stats',
    {
      onRequest: signedIn,
      schema: {
        tags: ['stats'],
        summary: 'The caller’s reading and watching figures for a year or all time',
        description:
          'year is a year from 1900 to 2200, or all (the default) for all time; type narrows to one media type. A finish is a reading that ended as read in the year (a re-read counts again); in all time an item on the Read shelf without an ended reading counts once, undated. finishedByPeriod has the year’s twelve months, or every year of all time. goals: the year’s goals with their progress (empty for all time).',
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { year, type } = request.query;
      return loadStats(db, cache, currentUser(request).userId, year === undefined || year === 'all' ? null : year, type ?? null);
    },
  );

  app.get(
    '/goals',
    {
      onRequest: signedIn,
      schema: {
        tags: ['stats'],
        summary: 'The caller’s goals for a year, with their progress',
        description: 'year defaults to this year (UTC). finished counts the readings of the goal’s media type that ended as read in the year; for an episodes goal, the TV episodes watched in the year.',
        querystring: GoalsQuerySchema,
        response: { 200: GoalsSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const year = request.query.year ?? thisYear();
      return { year, goals: await goalProgress(db, currentUser(request).userId, year) };
    },
  );

  app.put(
    '/goals',
    {
      onRequest: signedIn,
      schema: {
        tags: ['stats'],
        summary: 'Set the caller’s goal for one media type and year',
        description: 'Body {year, type, target}: type is a media type or episodes; target is 1 to 10,000 items (or episodes), or 0 to remove the goal. Answers the year’s goals with their progress.',
        body: GoalWriteSchema,
        response: { 200: GoalsSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await writeGoal(db, userId, request.body);
      return { year: request.body.year, goals: await goalProgress(db, userId, request.body.year) };
    },
  );
};
