import {
  ADMIN_MESSAGES,
  EndedSessionsSchema,
  SESSION_MESSAGES,
  SessionRequestSchema,
  SignedInSessionSchema,
  SignInRefusalSchema,
  TokenResponseSchema,
  TWO_FACTOR_MESSAGES,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, notFound } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { currentUser, type RequestUser, signedIn } from '../plugins/auth';
import { endSession, endSessions, listOpenSessions } from '../access/sessions.repository';
import { provenAccount } from './proven-account';
import { startSession } from './session-start';
import { clearViewerCookie } from '../web/page-viewer';
import { findTwoFactor } from './two-factor/two-factor.repository';
import { acceptSignInCode } from './two-factor/sign-in-code';
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
        description:
          'Answers a session token (JWT, 7 days) for a new session of the account. Usernames match in any letter case. A disabled account is refused (403) once its password is right. An account with two-factor sign-in also needs `code` (from the authenticator app, or a recovery code): without it, or with a wrong one, the right password is answered 401 with `secondFactor: "required"`. Rate-limited per address and per username, every attempt counted, codes included. 403 when PASSWORD_SIGN_IN=off.',
        security: [],
        body: SessionRequestSchema,
        response: { 200: TokenResponseSchema, 401: SignInRefusalSchema, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenPasswordSignInOff(app);
      const { username, password, code } = request.body;
      const account = await provenAccount(db, username, password);
      // Said only to whoever knows the password, so it tells nobody else the account exists.
      if (account.disabled) throw new DomainError(403, ADMIN_MESSAGES.accountDisabled);
      const secondFactor = await findTwoFactor(db, account.userId);
      if (secondFactor?.confirmed) {
        if (code === undefined) return reply.code(401).send({ message: TWO_FACTOR_MESSAGES.codeRequired, secondFactor: 'required' });
        if (!(await acceptSignInCode(db, app.twoFactorSecrets, account.userId, secondFactor, code))) {
          return reply.code(401).send({ message: TWO_FACTOR_MESSAGES.wrongCode, secondFactor: 'required' });
        }
      }
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
        description: 'Ends the session making this request: its token is refused on every instance from the answer on. Clears the page viewer cookie.',
        response: { 204: NoContentSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const current = currentSessionOf(user);
      const txid = current ? await endSession(db, user.userId, current) : null;
      if (txid) await app.tokenChanges.settle(txid);
      clearViewerCookie(request);
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
