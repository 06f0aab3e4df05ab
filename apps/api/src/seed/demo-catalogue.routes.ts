import { API_MESSAGES, DemoCatalogueLoadedSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../errors';
import { errors } from '../http/schemas';
import { allowedTo } from '../plugins/auth';
import { seedDemoCovers } from './demo-covers';
import { loadDemoCatalogue } from './load-demo-catalogue';

export const demoCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/medias/catalog/demo',
    {
      onRequest: allowedTo('loadDemoCatalogue'),
      schema: {
        tags: ['catalogue'],
        summary: 'Load the demo catalogue into an empty catalogue (admin)',
        description:
          'The media items, creators and series `npm run seed` loads (not its demo account), for a fresh install: 201 with how many items were added. 409 when the catalogue already holds any media item, restricted ones included; nothing is written then. No body.',
        response: { 201: DemoCatalogueLoadedSchema, ...errors(401, 403, 409) },
      },
    },
    async (_request, reply) => {
      const loaded = await loadDemoCatalogue(app.database.db);
      if (!loaded) throw conflict(API_MESSAGES.catalogueNotEmpty);
      await seedDemoCovers(app.database.db, app.covers);
      return reply.code(201).send(loaded);
    },
  );
};
