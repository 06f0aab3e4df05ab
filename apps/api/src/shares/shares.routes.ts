import { SHARE_LINKS_MAX, ShareCreateSchema, ShareLinkSchema, ShareUpdateSchema, YEAR_SHARE_MESSAGES } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, invalid } from '../errors';
import { shownAddress, type RequestAddress } from '../http/public-url';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { ownedBy } from '../auth/ownership';
import { shareAnswer } from './share-answer';
import { countShares, deleteShare, findShare, insertShare, listShares, updateShare } from './share-links';

const tags = ['shares'];
const WHAT =
  'A link shows a year in review (kind year, with year) or one shelf (kind shelf: a status or favorites, and optionally one media type) to anyone who has it, without sign-in. Titles always show; fields says which of covers, creators, ratings, reviews and (year in review only) the favourite tags show too. Restricted media never show.';

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answerFor = (request: RequestAddress) => (record: Parameters<typeof shareAnswer>[1]) => shareAnswer(shownAddress(app.config, request), record);

  const ownShare = async (shareId: number, viewer: ReturnType<typeof currentUser>) =>
    ownedBy((await findShare(db, shareId)) ?? undefined, viewer, YEAR_SHARE_MESSAGES.shareNotFound);

  app.post(
    '/shares',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a share link',
        description: `${WHAT} At most ${SHARE_LINKS_MAX} links per user (409 past that). title: up to 80 characters, shown on the page.`,
        body: ShareCreateSchema,
        response: { 201: ShareLinkSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      if ((await countShares(db, userId)) >= SHARE_LINKS_MAX) throw conflict(YEAR_SHARE_MESSAGES.tooManyShares);
      const body = request.body;
      const record =
        body.kind === 'year'
          ? await insertShare(db, userId, { kind: 'year', year: body.year }, body.fields, body.title ?? null)
          : await insertShare(db, userId, { kind: 'shelf', shelf: body.shelf, type: body.type ?? null }, { ...body.fields, tags: false }, body.title ?? null);
      return reply.code(201).send(answerFor(request)(record));
    },
  );

  app.get(
    '/shares',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The user’s share links, newest first',
        description: 'Each with when its page was last opened and how often (openings by the owner, signed in, are not counted).',
        response: { 200: z.array(ShareLinkSchema), ...errors(401) },
      },
    },
    async (request) => (await listShares(db, currentUser(request).userId)).map(answerFor(request)),
  );

  app.patch(
    '/shares/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change a share link’s title or fields',
        description: 'The address stays the same. fields gives every field of the link’s kind. Another user’s link is 404.',
        params: idParams('id'),
        body: ShareUpdateSchema,
        response: { 200: ShareLinkSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const share = await ownShare(request.params.id, currentUser(request));
      const { title, fields } = request.body;
      if (title === undefined && fields === undefined) throw invalid(YEAR_SHARE_MESSAGES.nothingToChange);
      if (share.kind === 'shelf' && fields && 'tags' in fields && fields.tags) throw invalid(YEAR_SHARE_MESSAGES.tagsOnYearOnly);
      return answerFor(request)(await updateShare(db, share.shareId, { ...(title === undefined ? {} : { title }), ...(fields ? { fields } : {}) }));
    },
  );

  app.delete(
    '/shares/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Revoke a share link',
        description: 'Its page answers 404 from now on. Another user’s link is 404.',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const share = await ownShare(request.params.id, currentUser(request));
      await deleteShare(db, share.shareId);
      return reply.code(204).send(null);
    },
  );
};
