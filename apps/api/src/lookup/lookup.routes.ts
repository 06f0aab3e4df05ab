import { LookupQuerySchema, LookupResponseSchema, LookupServiceSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { ErrorSchema, errors } from '../http/schemas';
import { ServiceError } from './http';
import { signedIn } from '../plugins/auth';

const tags = ['lookup'];
const NO_COVER = 'This service has no cover for it';

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookup',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Look a work up in public metadata services, to fill Add Media',
        description:
          'type=book with isbn (or q, a title) asks Open Library; type=album with q asks MusicBrainz (covers from the Cover Art Archive); type=movie or tvshow with q (and year) asks TMDB, and type=videogame asks IGDB, when the admin has configured their keys. The server makes the calls (spaced out by each service’s rate limit, with its User-Agent rules), keeps answers for a day and gives up after LOOKUP_TIMEOUT_MS. Always 200 when the query is valid: `services` says for each service asked whether it answered (ok), is not configured, unreachable, busy, failed or switched off, so the form works as before without it. Results are in Add Media’s fields, with the work’s ids at the services (externalIds); coverUrl is this server’s address for the cover. With id (a result’s serviceId) instead, the one work whole: a TV show with its IMDb and TVDB ids and every season’s episodes from TMDB’s season endpoint (season, episode, air date, runtime, TMDB episode id), a film with its IMDb id, an album’s tracks from its MusicBrainz release (at most 2,000); no result for books and games, whose search results are already whole.',
        querystring: LookupQuerySchema,
        response: { 200: LookupResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => app.lookup.lookUp(request.query),
  );

  app.get(
    '/lookup/covers/:service/:coverId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'A cover image from a metadata service, fetched by this server',
        description:
          'The coverUrl of a look-up result: the server fetches the image from the service (the browser never talks to it) and answers it as is (JPEG, PNG or WebP, at most 5 MB), cached for a day. 404 when the service has none; 503 when it cannot be reached.',
        params: z.object({ service: LookupServiceSchema, coverId: z.string().min(1).max(100) }),
        response: { 200: z.any().describe('The image'), ...errors(400, 401, 404), 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      let cover;
      try {
        cover = await app.lookup.cover(request.params.service, request.params.coverId);
      } catch (error) {
        if (error instanceof ServiceError) return reply.code(503).send({ message: error.message });
        throw error;
      }
      if (!cover) throw notFound(NO_COVER);
      return reply.header('Cache-Control', 'private, max-age=86400').type(cover.contentType).send(cover.body);
    },
  );
};
