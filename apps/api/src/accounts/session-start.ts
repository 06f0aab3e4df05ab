import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/session-tokens';
import { openSession, seenFrom } from '../access/sessions.repository';
import { issueViewerCookie } from '../web/page-viewer';

/** Signs the browser in: a session row it can later be listed and ended by, a token naming it, and the page viewer cookie. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, user: AuthUser): Promise<string> {
  const sessionId = await openSession(app.database.db, user.userId, seenFrom(request));
  issueViewerCookie(request, user.userId);
  return app.sessionTokens.sign(user, sessionId);
}
