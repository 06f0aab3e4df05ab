import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/session-tokens';
import { openSession, seenFrom } from '../access/sessions.repository';

/** Signs the browser in: a session row it can later be listed and ended by, and a token naming it. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, user: AuthUser): Promise<string> {
  const sessionId = await openSession(app.database.db, user.userId, seenFrom(request));
  return app.sessionTokens.sign(user, sessionId);
}
