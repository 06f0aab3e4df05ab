import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../errors';
import { databaseErrorAnswer, isDatabaseUnavailable } from './database-errors';
import { issueMessage } from './validation-message';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now; try again in a moment';
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One place that turns errors into answers: bad input is a 4xx with a message the user can
 * act on; a database that is down or restarting is a 503 the client may retry; anything else
 * is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      const message = first ? issueMessage({ code: first.keyword, message: first.message ?? '', ...first.params }) : '';
      return reply.code(400).send({ message: message || 'Invalid request' });
    }
    if (error instanceof DomainError) return reply.code(error.statusCode).send({ message: error.message });
    const fromDatabase = isResponseSerializationError(error) ? undefined : databaseErrorAnswer(error);
    if (fromDatabase) return reply.code(fromDatabase.statusCode).send({ message: fromDatabase.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
