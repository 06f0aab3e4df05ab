import { API_MESSAGES, MESSAGES, TagSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../errors';
import { errors, NoContentSchema, PathIdSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { entryTags, tagEntry, untagEntry } from './tags.repository';
import { requireOwnEntry } from '../library/library.service';
import { requireOwnTag } from './tags.service';

const tags = ['usermedias', 'tags'];
const Params = z.object({ usermediaID: PathIdSchema, tagID: PathIdSchema });

export const userMediaTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const ownPair = async (viewer: ReturnType<typeof currentUser>, { usermediaID, tagID }: z.infer<typeof Params>) => {
    await requireOwnEntry(db, usermediaID, viewer);
    await requireOwnTag(db, tagID, viewer);
  };

  app.put(
    '/usermedias/:usermediaID/tags/:tagID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Put one of the caller’s tags on a library entry',
        description: "Answers the entry's tags. A tag already on the entry is 400 'That tag is already associated with this book.'.",
        params: Params,
        response: { 200: z.array(TagSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await ownPair(currentUser(request), request.params);
      if (!(await tagEntry(db, request.params.usermediaID, request.params.tagID))) throw invalid(MESSAGES.tagAlreadyOnMedia);
      return entryTags(db, request.params.usermediaID);
    },
  );

  app.delete(
    '/usermedias/:usermediaID/tags/:tagID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Take a tag off a library entry',
        params: Params,
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await ownPair(currentUser(request), request.params);
      if (!(await untagEntry(db, request.params.usermediaID, request.params.tagID))) throw notFound(API_MESSAGES.tagNotOnItem);
      return reply.code(204).send(null);
    },
  );
};
