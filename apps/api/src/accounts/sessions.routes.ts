import { EndedSessionsSchema, MESSAGES, SESSION_MESSAGES, SignedInSessionSchema, SignInSchema, TokenResponseSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, notFound } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { currentUser, type RequestUser, signedIn } from '../plugins/auth';
import { endSession, endSessions, listOpenSessions } from '../access/sessions.repository';
import { findCredentials } from './users.repository';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { startSession } from './session-start';
import { refuseWhenPasswordSignInOff } from './password-sign-in';

const SessionParams = z.object({ sessionID: z.string().max(64) });

/** The session the request is made with (none for a token signed before sessions were kept). */
const currentSessionOf = (user: RequestUser) => (user.via.kind === 'session' ? user.via.sessionId : null);

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/sessions',
    {
      config: app.authRateLimit,
      preHandler: app.accountRateLimit((request) => (request.body as { username?: string }).username),
      schema: {
        tags: ['sessions'],
        summary: 'Sign in',
        description: 'Answers a session token (JWT, 7 days) for a new session of the account. Usernames match in any letter case. Rate-limited per address and per username. 403 when PASSWORD_SIGN_IN=off.',
        security: [],
        body: SignInSchema,
        response: { 200: TokenResponseSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      refuseWhenPasswordSignInOff(app);
      const { username, password } = request.body;
      const account = await findCredentials(db, username);
      const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstNothing(password);
      if (!account || !valid) throw new DomainError(401, MESSAGES.loginFailed);
      return { token: await startSession(app, request, account) };
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['sessions'],
        summary: 'Your signed-in browsers',
        description: 'Every open session of your account, the most recently seen first, with the browser and address it was last seen with; `current` marks the one making this request.',
        response: { 200: z.array(SignedInSessionSchema), ...errors(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const current = currentSessionOf(user);
      return (await listOpenSessions(db, user.userId)).map(({ sessionId, created, lastSeen, ...seen }) => ({
        sessionID: sessionId,
        created: created.toISOString(),
        lastSeen: lastSeen.toISOString(),
        ...seen,
        current: sessionId === current,
      }));
    },
  );

  app.delete(
    '/sessions/current',
    {
      onRequest: signedIn,
      schema: {
        tags: ['sessions'],
        summary: 'Sign out',
        description: 'Ends the session making this request: its token is refused on every instance from the answer on.',
        response: { 204: NoContentSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const current = currentSessionOf(user);
      const txid = current ? await endSession(db, user.userId, current) : null;
      if (txid) await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/sessions/:sessionID',
    {
      onRequest: signedIn,
      schema: {
        tags: ['sessions'],
        summary: 'Sign a browser out',
        description: 'Ends one of your sessions: its token is refused on every instance from the answer on. Another user’s session is 404, as if absent.',
        params: SessionParams,
        response: { 204: NoContentSchema, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const txid = await endSession(db, currentUser(request).userId, request.params.sessionID);
      if (txid === null) throw notFound(SESSION_MESSAGES.notFound);
      await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/sessions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['sessions'],
        summary: 'Sign out everywhere else',
        description: 'Ends every session of your account but the one making this request; answers how many were ended.',
        response: { 200: EndedSessionsSchema, ...errors(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { ended, txid } = await endSessions(db, user.userId, currentSessionOf(user));
      if (txid) await app.tokenChanges.settle(txid);
      return { ended };
    },
  );
};
