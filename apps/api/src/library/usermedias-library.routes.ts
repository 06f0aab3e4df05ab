import {
  LibraryListQuerySchema,
  LibraryPageQuerySchema,
  LibraryTotalQuerySchema,
  LibraryTypePageQuerySchema,
  LibraryTypeTotalQuerySchema,
  UserMediaSummarySchema,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { loadSummaries } from './library-loader.repository';
import { shelfIds, shelfPage, shelfTotal } from './library-pages.repository';

const tags = ['usermedias'];
const library =
  'library is a status (read, DNF, TBR, currentlyReading, watch, library), recent (every item) or favorites; default read.';
const paging =
  'pageNumber counts from 1; pageSize defaults to 10, at most 100. sortBy is creator (first creator’s last name, then title), title or recent (date added); asc true or false, default creator ascending.';
const genre = 'genre is 0 (none, the default) or a genre id from 1 to 17: only the items of that genre (400 for anything else).';
const list = z.array(UserMediaSummarySchema);

export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/usermedias/library',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'A whole shelf',
        description: `Every entry of the shelf (home screen: currentlyReading, TBR, watch). ${library} Recent is newest first, the others by creator.`,
        querystring: LibraryListQuerySchema,
        response: { 200: list, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return loadSummaries(db, await shelfIds(db, { userId, ...request.query }), userId);
    },
  );

  app.get(
    '/usermedias/library/page',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'A page of a shelf',
        description: `${library} ${paging} ${genre}`,
        querystring: LibraryPageQuerySchema,
        response: { 200: list, ...errors(400, 401) },
      },
    },
    async (request) => {
      return shelfPage(db, { userId: currentUser(request).userId, ...request.query });
    },
  );

  app.get(
    '/usermedias/library/page/total',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'How many items a shelf holds',
        description: `${library} ${genre}`,
        querystring: LibraryTotalQuerySchema,
        response: { 200: z.number().int(), ...errors(400, 401) },
      },
    },
    async (request) => shelfTotal(db, { userId: currentUser(request).userId, ...request.query }),
  );

  app.get(
    '/usermedias/library/page/type',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'A page of a shelf, one media type',
        description: `${library} ${paging} type is a media type or its plural label (Books, TV Shows…). ${genre}`,
        querystring: LibraryTypePageQuerySchema,
        response: { 200: list, ...errors(400, 401) },
      },
    },
    async (request) => {
      return shelfPage(db, { userId: currentUser(request).userId, ...request.query });
    },
  );

  app.get(
    '/usermedias/library/page/type/total',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'How many items of one media type a shelf holds',
        description: `${library} ${genre}`,
        querystring: LibraryTypeTotalQuerySchema,
        response: { 200: z.number().int(), ...errors(400, 401) },
      },
    },
    async (request) => shelfTotal(db, { userId: currentUser(request).userId, ...request.query }),
  );
};
