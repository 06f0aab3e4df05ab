import { CatalogPageQuerySchema, CatalogTypePageQuerySchema, GENRES, MediaSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { catalogPage, type CatalogFilter } from './catalog.repository';
import { loadMedia } from './media-loader.repository';

const GenreParams = z.object({
  genreID: z
    .string()
    .regex(/^\d{1,2}$/, 'Unknown genre')
    .transform(Number)
    .refine((id) => id === 0 || GENRES.some((genre) => genre.id === id), 'Unknown genre'),
});

const description =
  'A page of the shared catalogue in title order (restricted items only for the admin). pageNumber counts from 1; pageSize defaults to 12, at most 100. genreID 0 means every genre. Past the last page the list is empty.';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = async (filter: CatalogFilter) => loadMedia(app.database.db, await catalogPage(app.database.db, filter), filter.viewer.userId);
  const common = { onRequest: signedIn, schema: { tags: ['catalogue'], description } } as const;
  const response = { 200: z.array(MediaSchema), ...errors(400, 401) };

  app.get(
    '/medias/catalog',
    { ...common, schema: { ...common.schema, summary: 'Catalogue page', querystring: CatalogPageQuerySchema, response } },
    async (request) => page({ viewer: currentUser(request), ...request.query }),
  );

  app.get(
    '/medias/catalog/:genreID',
    {
      ...common,
      schema: { ...common.schema, summary: 'Catalogue page of a genre', params: GenreParams, querystring: CatalogPageQuerySchema, response },
    },
    async (request) => page({ viewer: currentUser(request), genreId: request.params.genreID, ...request.query }),
  );

  app.get(
    '/medias/catalog/type',
    { ...common, schema: { ...common.schema, summary: 'Catalogue page of a media type', querystring: CatalogTypePageQuerySchema, response } },
    async (request) => page({ viewer: currentUser(request), ...request.query }),
  );

  app.get(
    '/medias/catalog/type/:genreID',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Catalogue page of a media type and genre',
        params: GenreParams,
        querystring: CatalogTypePageQuerySchema,
        response,
      },
    },
    async (request) => page({ viewer: currentUser(request), genreId: request.params.genreID, ...request.query }),
  );
};
