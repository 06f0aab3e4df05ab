import { API_MESSAGES, LookupSourceSchema, MediaSchema, normaliseExternalId } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { errors } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { findByExternalId } from './external-ids.repository';
import { loadVisibleMedia } from './media-loader.repository';

export const ExternalMatchSchema = z.object({
  media: MediaSchema,
  /** The episode the id names, for an episode's id (tmdb_episode, tvdb_episode, or an episode's IMDb id). */
  submediaID: z.number().int().nullable(),
});

export const byExternalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/medias/by-external/:source/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['medias'],
        summary: 'The media item known by an id at another service',
        description:
          'source is one of the external id sources (openlibrary_work, openlibrary_edition, imdb, tmdb_movie, tmdb_tv, tvdb, musicbrainz_release_group, musicbrainz_release, igdb), an episode source (tmdb_episode, tvdb_episode) or isbn (either form). Answers the item as GET /medias/{id} does and, for an episode\'s id, the episode\'s submediaID. 404 when no visible item has the id.',
        params: z.object({ source: LookupSourceSchema, id: z.string().min(1).max(200) }),
        response: { 200: ExternalMatchSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const { source, id } = request.params;
      const externalId = source === 'isbn' ? id : (normaliseExternalId(source, id) ?? id);
      const match = await findByExternalId(db, source, externalId);
      const found = match && (await loadVisibleMedia(db, match.mediaId, viewer));
      if (!match || !found) throw notFound(API_MESSAGES.externalIdNotFound);
      return { media: found, submediaID: match.submediaId };
    },
  );
};
