import { ReadingCreateSchema, ReadingEndSchema, ReadingSchema, ReadingUpdateSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { addReading, deleteReading, editReading, endReading } from './readings.service';

const tags = ['readings'];
const dates = 'Dates are ISO dates or date-times, not later than today (checked against the last time zone to reach tomorrow).';

export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/readings/:usermediaID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add a past reading',
        description: `A finished reading of the caller's own entry (404 otherwise). end is required; start null or left out is unknown and taken as the end; status is read (default) or DNF. The end cannot be before the start. ${dates} Answers the reading.`,
        params: idParams('usermediaID'),
        body: ReadingCreateSchema,
        response: { 201: ReadingSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await addReading(db, currentUser(request), request.params.usermediaID, request.body)),
  );

  app.patch(
    '/readings/end/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'End a reading',
        description: `status is read or DNF. The end cannot be before the start. ${dates} Answers the reading.`,
        params: idParams('id'),
        body: ReadingEndSchema,
        response: { 200: ReadingSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => endReading(db, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/readings/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change the dates of a reading',
        description: `readingID, if sent, must be the id in the path. end null makes it the current reading again (409 when another one is). ${dates} Answers the reading.`,
        params: idParams('id'),
        body: ReadingUpdateSchema,
        response: { 200: ReadingSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => editReading(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/readings/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete a reading',
        description: 'Only a reading without journal entries can be deleted (409 otherwise).',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteReading(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
