import { SharedPageQuerySchema, SharedViewSchema, YEAR_SHARE_MESSAGES } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { mediaIdOfCoverKey } from './cover-keys';
import { limitByAddress, NOINDEX } from '../http/public-limits';
import { findShareByToken, isShareTokenShaped, recordOpening, type ShareRecord } from './share-links';
import { sharedCoverName, sharedView } from './shared-view';

const tags = ['shares'];
const TokenParams = z.object({ token: z.string() });

export const publicShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The link a token names, or the same 404 for a revoked one, one never issued and anything not shaped like a token. */
  async function liveShare(token: string): Promise<ShareRecord> {
    const share = isShareTokenShaped(token) ? await findShareByToken(db, token) : null;
    if (!share) throw notFound(YEAR_SHARE_MESSAGES.sharedLinkGone);
    return share;
  }

  app.get(
    '/public/shares/:token',
    {
      preHandler: limitByAddress(app, 'sharePage'),
      onSend: async (_request, reply, payload) => {
        reply.header('X-Robots-Tag', NOINDEX).header('Cache-Control', 'no-store');
        return payload;
      },
      schema: {
        tags,
        summary: 'What a share link shows, without sign-in',
        description:
          'A year in review, or a page of a shelf (page counts from 1, 48 items a page), with titles and only the fields the owner chose; no ids, no owner, no restricted media. Covers are addresses under this link. Counts as an opening of the link (not when its owner, signed in, opens it). 404 for a revoked link; at most 120 requests a minute per address (429).',
        security: [],
        params: TokenParams,
        querystring: SharedPageQuerySchema,
        response: { 200: SharedViewSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const share = await liveShare(request.params.token);
      const view = await sharedView(db, share, request.query.page);
      if (request.user?.userId !== share.userId) await recordOpening(db, share.shareId);
      return view;
    },
  );

  app.get(
    '/public/shares/:token/covers/:key',
    {
      preHandler: limitByAddress(app, 'shareCover'),
      onSend: async (_request, reply, payload) => {
        reply.header('X-Robots-Tag', NOINDEX);
        return payload;
      },
      schema: {
        tags,
        summary: 'The cover of an item a share link shows, without sign-in',
        description:
          'key is the opaque cover key the link’s page gives; it means nothing on another link. 404 when the link shows no covers, the item is not (or no longer) on it, or it has no cover. At most 1,200 requests a minute per address (429).',
        security: [],
        params: z.object({ token: z.string(), key: z.string() }),
        response: { 200: z.any().describe('The image, as image/jpeg'), 304: NoContentSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const share = await liveShare(request.params.token);
      const mediaId = mediaIdOfCoverKey(share.itemKey, request.params.key);
      const name = mediaId === null ? null : await sharedCoverName(db, share, mediaId);
      const cover = name === null ? null : await app.covers.open(name, request.headers['if-none-match']);
      if (!cover) throw notFound(YEAR_SHARE_MESSAGES.coverNotShared);
      reply.header('Cache-Control', 'private, max-age=600').header('ETag', cover.etag);
      if (!cover.body) return reply.code(304).send(null);
      return reply.type('image/jpeg').header('Content-Length', cover.size).send(cover.body);
    },
  );
};
