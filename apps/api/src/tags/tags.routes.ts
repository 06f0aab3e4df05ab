import { API_MESSAGES, TagCreateQuerySchema, TagDetailSchema, TagRenameSchema, TagSchema, TagSummarySchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../errors';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { loadMedia } from '../media/media-loader.repository';
import { deleteTag, findOrCreateTag, renameTag, taggedMediaIds, userTags, userTagSummaries } from './tags.repository';
import { requireOwnTag } from './tags.service';

const tags = ['tags'];

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/tags',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'The caller’s tags', description: 'Alphabetical, ignoring case.', response: { 200: z.array(TagSchema), ...errors(401) } },
    },
    async (request) => userTags(db, currentUser(request).userId),
  );

  app.get(
    '/tags/all',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The caller’s tags with how many items carry each',
        description: "For the tags page grid: alphabetical; a tag with mediaCount 0 offers 'Delete Tag'.",
        response: { 200: z.array(TagSummarySchema), ...errors(401) },
      },
    },
    async (request) => userTagSummaries(db, currentUser(request).userId),
  );

  app.post(
    '/tags',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a tag',
        description: 'The value comes in the tagValue query (trimmed, 1 to 50 characters). A value the caller has already (any letter case) answers 200 with that tag.',
        querystring: TagCreateQuerySchema,
        response: { 200: TagSchema, 201: TagSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { tag, created } = await findOrCreateTag(db, currentUser(request).userId, request.query.tagValue);
      return reply.code(created ? 201 : 200).send(tag);
    },
  );

  app.get(
    '/tags/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'A tag and the media carrying it',
        description: 'media is sorted by first creator’s last name, then title. Another user’s tag is 404, as if absent.',
        params: idParams('id'),
        response: { 200: TagDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const tag = await requireOwnTag(db, request.params.id, viewer);
      return { ...tag, media: await loadMedia(db, await taggedMediaIds(db, tag.tagID), viewer.userId) };
    },
  );

  app.patch(
    '/tags/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Rename a tag',
        description:
          'The new value follows the rules of a new tag (trimmed, 1 to 50 characters). Every item carrying the tag shows the new value. Another of the caller’s tags with that value (any letter case) is 409; a change of letter case alone is allowed. Another user’s tag is 404, as if absent.',
        params: idParams('id'),
        body: TagRenameSchema,
        response: { 200: TagSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      await requireOwnTag(db, request.params.id, viewer);
      const renamed = await renameTag(db, request.params.id, viewer.userId, request.body.tagValue);
      if (!renamed) throw conflict(API_MESSAGES.tagValueTaken);
      return renamed;
    },
  );

  app.delete(
    '/tags/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete a tag',
        description: 'Also takes it off every item that carries it.',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await requireOwnTag(db, request.params.id, currentUser(request));
      await deleteTag(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
