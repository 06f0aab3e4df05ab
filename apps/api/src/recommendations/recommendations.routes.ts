import { RecommendationCreateSchema, RecommendationSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { recommend, withdrawRecommendation } from './recommendations.service';

const tags = ['recommendations'];

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/recommendations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Recommend one item alongside another',
        description:
          "mediaB (an id or a media object) is recommended on mediaA's page. Without mediaB: 400 'No book was selected to recommend'; already recommended: 409 'That book as already been recommended'. reciprocal: true also records mediaA on mediaB's page (skipped if there already). Answers the recommendation.",
        body: RecommendationCreateSchema,
        response: { 201: RecommendationSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await recommend(db, currentUser(request), request.body)),
  );

  app.delete(
    '/recommendations/:id',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Withdraw a recommendation', params: idParams('id'), response: { 204: NoContentSchema, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      await withdrawRecommendation(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
