import { BookLinkSchema, CreatedKoreaderSchema, KoreaderCreateSchema, KoreaderDocumentSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, NoContentSchema } from '../../http/schemas';
import { currentUser, signedIn } from '../../plugins/auth';
import { listDocuments } from './koreader.repository';
import { createKoreader, linkKoreaderDocument, markKoreaderDocumentDone, skipKoreaderDocument } from './koreader.service';

const tags = ['integrations'];

/** Setting KOReader up in Shelfmark, and its document inbox. */
export const koreaderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/integrations/koreader',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Connect KOReader',
        description:
          'Makes a KOReader integration and its sync key, a personal token with the sync scope, shown only this once: KOReader takes the username and the key in its Progress sync login, and the server address + serverPath as its custom sync server. Session only (it mints a credential).',
        body: KoreaderCreateSchema,
        response: { 201: CreatedKoreaderSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createKoreader(db, currentUser(request), request.body)),
  );

  app.get(
    '/integrations/koreader/documents',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Documents KOReader has synced',
        description: 'Those waiting to be linked to a book first (the inbox), then the latest synced; 200 at most.',
        response: { 200: z.array(KoreaderDocumentSchema), ...errors(401) },
      },
    },
    async (request) => listDocuments(db, currentUser(request).userId),
  );

  app.put(
    '/integrations/koreader/documents/:documentID/link',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Link a synced document to a book',
        description: 'From now on its progress moves the book: Currently Reading, progress = percentage × pages. The latest progress applies at once.',
        params: idParams('documentID'),
        body: BookLinkSchema,
        response: { 200: KoreaderDocumentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => linkKoreaderDocument(db, currentUser(request), request.params.documentID, request.body.mediaID),
  );

  app.post(
    '/integrations/koreader/documents/:documentID/done',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Mark the linked book Read',
        description: 'What the card offers at the end of the book; 400 when the document has no book yet.',
        params: idParams('documentID'),
        response: { 200: KoreaderDocumentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => markKoreaderDocumentDone(db, currentUser(request), request.params.documentID),
  );

  app.post(
    '/integrations/koreader/documents/:documentID/skip',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Skip a synced document',
        description: 'Off the list for good (unlinked if it had a book); KOReader still syncs it between devices, and it moves nothing.',
        params: idParams('documentID'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await skipKoreaderDocument(db, currentUser(request), request.params.documentID);
      return reply.code(204).send(null);
    },
  );
};
