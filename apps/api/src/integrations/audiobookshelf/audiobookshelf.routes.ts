import { AudiobookshelfCreateSchema, AudiobookshelfItemSchema, AUDIOBOOKSHELF_POLL_MINUTES, BookLinkSchema, CreatedAudiobookshelfSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, NoContentSchema } from '../../http/schemas';
import { currentUser, signedIn } from '../../plugins/auth';
import { listItems } from './audiobookshelf.repository';
import { createAudiobookshelf, linkAudiobookshelfItem, markAudiobookshelfItemDone, skipAudiobookshelfItem } from './audiobookshelf.service';

const tags = ['integrations'];

/** Setting Audiobookshelf up, and the inbox of the items it reports. */
export const audiobookshelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/integrations/audiobookshelf',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Connect an Audiobookshelf server',
        description: `Its address and an API token of the user there. Shelfmark polls it every ${AUDIOBOOKSHELF_POLL_MINUTES} minutes (the first poll at once); 5 failed polls in a row pause the integration with the reason.`,
        body: AudiobookshelfCreateSchema,
        response: { 201: CreatedAudiobookshelfSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createAudiobookshelf(db, currentUser(request), request.body)),
  );

  app.get(
    '/integrations/audiobookshelf/items',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Items Audiobookshelf reported',
        description: 'Those no book matched first (the inbox), then the latest heard; 200 at most.',
        response: { 200: z.array(AudiobookshelfItemSchema), ...errors(401) },
      },
    },
    async (request) => listItems(db, currentUser(request).userId),
  );

  app.put(
    '/integrations/audiobookshelf/items/:itemID/link',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Link an item to a book',
        description: 'From now on its progress moves the book; the latest progress applies at once.',
        params: idParams('itemID'),
        body: BookLinkSchema,
        response: { 200: AudiobookshelfItemSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => linkAudiobookshelfItem(db, currentUser(request), request.params.itemID, request.body.mediaID),
  );

  app.post(
    '/integrations/audiobookshelf/items/:itemID/done',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Mark the linked book Read',
        description: '400 when the item has no book yet.',
        params: idParams('itemID'),
        response: { 200: AudiobookshelfItemSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => markAudiobookshelfItemDone(db, currentUser(request), request.params.itemID),
  );

  app.post(
    '/integrations/audiobookshelf/items/:itemID/skip',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Skip an item',
        description: 'Off the list for good (unlinked if it had a book); it moves nothing.',
        params: idParams('itemID'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await skipAudiobookshelfItem(db, currentUser(request), request.params.itemID);
      return reply.code(204).send(null);
    },
  );
};
