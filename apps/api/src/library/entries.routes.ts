import { EntryCreateSchema, EntryUpdateSchema, JournalEntrySchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { addJournalEntry, editJournalEntry, removeJournalEntry } from './journal.service';

const tags = ['entries'];
const reading = 'readingID is the id of a reading of the same library entry, or 0 or null for none.';

export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/entries/:usermediaID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add a journal entry to a library entry',
        description: `body is required; title defaults to empty, time to now. ${reading} Answers the entry.`,
        params: idParams('usermediaID'),
        body: EntryCreateSchema,
        response: { 201: JournalEntrySchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addJournalEntry(db, currentUser(request), request.params.usermediaID, request.body)),
  );

  app.patch(
    '/entries/:entryID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Edit a journal entry',
        description: `Replaces title, body, page and reading; the time stays. ${reading} Answers the entry.`,
        params: idParams('entryID'),
        body: EntryUpdateSchema,
        response: { 200: JournalEntrySchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => editJournalEntry(db, currentUser(request), request.params.entryID, request.body),
  );

  app.delete(
    '/entries/:entryID',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Delete a journal entry', params: idParams('entryID'), response: { 204: NoContentSchema, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      await removeJournalEntry(db, currentUser(request), request.params.entryID);
      return reply.code(204).send(null);
    },
  );
};
