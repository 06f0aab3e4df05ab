import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../errors';
import { databaseErrorAnswer } from './database-errors';
import { issueMessage } from './validation-message';

/**
 * One place that turns errors into answers: bad input is a 4xx with a message the user can
 * act on; anything else is a 500 whose details stay in the log.
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
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
