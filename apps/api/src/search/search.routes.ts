import { LibrarySearchRequestSchema, SearchCallSchema, SearchResultsSchema, UserMediaSummarySchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../http/schemas';
import { allowedTo, currentUser, signedIn } from '../plugins/auth';
import { searchCatalog, searchLibrary } from './search.service';

const tags = ['search'];
const results =
  'Title and Isbn answer media (best match first; misspelt title words are corrected, so "dune mesiah" finds Dune Messiah; an ISBN matches with or without hyphens and spaces, as ISBN-10 or ISBN-13). Creator answers creators, Series series, Tag the caller’s own tags. limit is 1 to 50, default 10.';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/search',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Search the catalogue',
        description: `${results} Restricted media are left out.`,
        body: SearchCallSchema,
        response: { 200: SearchResultsSchema, ...errors(400, 401) },
      },
    },
    async (request) => searchCatalog(db, currentUser(request), request.body, false),
  );

  app.post(
    '/search/allaccess',
    {
      onRequest: allowedTo('searchAllAccess'),
      schema: {
        tags,
        summary: 'Search the whole catalogue, restricted media included (admin)',
        description: results,
        body: SearchCallSchema,
        response: { 200: SearchResultsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => searchCatalog(db, currentUser(request), request.body, true),
  );

  app.post(
    '/search/library',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Search the caller’s library',
        description:
          'Body {searchString, searchType?, limit?}; searchType defaults to Title. Every type answers library entries: by title, ISBN, creator name, series name or the caller’s tag. For the tags page (add an item to a tag) and the recommendation picker.',
        body: LibrarySearchRequestSchema,
        response: { 200: z.array(UserMediaSummarySchema), ...errors(400, 401) },
      },
    },
    async (request) => searchLibrary(db, currentUser(request), request.body),
  );
};
