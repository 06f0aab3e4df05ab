import { ROLES_THAT_MAY, type Role, type RoleAction, TOKEN_MESSAGES } from '@shelfmark/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { findRole } from '../auth/roles';
import { type AuthUser, createSessionTokens, type SessionTokens } from '../auth/session-tokens';
import { createTokenAuthenticator, type Credential, tokenInQuery } from '../access/token-auth';
import { createSessionCache, createSessionLookUp } from '../access/session-accounts';
import { seenFrom } from '../access/sessions.repository';
import { looksLikeTokenSecret } from '../access/token-secrets';
import { allOf, createTokenCache, type TokenCache } from '../access/token-cache';
import { listenForTokenChanges, type TokenChanges } from '../access/token-invalidation';

/** The caller of a request, and how they proved it. */
export interface RequestUser extends AuthUser {
  via: Credential;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** This instance's cache of personal tokens. */
    tokenCache: TokenCache;
    /** After changing a token: settle(txid) resolves once every instance has forgotten what it knew. */
    tokenChanges: TokenChanges;
  }
  interface FastifyRequest {
    /** Whom the bearer token (a session, or a personal access token) belongs to; null without one. */
    user: RequestUser | null;
  }
}

/**
 * Reads the bearer token of every request into request.user: a value with the personal token
 * prefix is an access token (a bad one is a 401 on any route), anything else the browser's
 * session, whose account's current role is used (none when the account is gone: the request is
 * anonymous, and a signed-in route answers 401). Credentials in the query string are refused.
 */
export const authPlugin = fp<{ secret: string; tokenRateLimit: number }>(
  async (app, { secret, tokenRateLimit }) => {
    const tokens = createSessionTokens(secret);
    const cache = createTokenCache();
    const sessions = createSessionCache();
    const personalToken = createTokenAuthenticator(app, cache, tokenRateLimit);
    const sessionRole = createSessionLookUp(app.database.db, sessions, (error) => app.log.warn({ err: error }, 'could not record a session’s use'));
    const changes = await listenForTokenChanges(app, allOf(cache, sessions));
    app.addHook('onClose', async () => changes.stop());
    app.decorate('sessionTokens', tokens);
    app.decorate('tokenCache', cache);
    app.decorate('tokenChanges', changes);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') && tokenInQuery(request.query)) throw unauthorized(TOKEN_MESSAGES.inQuery);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return;
      if (looksLikeTokenSecret(token)) {
        request.user = await personalToken(request, reply, token);
        return;
      }
      const signed = await tokens.verify(token);
      if (!signed) return;
      // The account as it is now: a demotion holds at once; an ended session's or a deleted account's token is no one's.
      const role = await sessionRole(signed, seenFrom(request));
      request.user = role && { userId: signed.userId, role, via: { kind: 'session', signedRole: signed.role, sessionId: signed.sessionId } };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest guard: a valid token, checked before the body is even read. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/**
 * onRequest guard for role-only calls. The role comes from the database, not the token, so
 * a demotion takes effect at once rather than when the token expires.
 */
export function withRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    const role = await findRole(request.server.database.db, user.userId);
    if (!role) throw unauthorized();
    if (!roles.includes(role)) throw forbidden();
    request.user = { ...user, role };
  };
}

export const isAdmin = (user: AuthUser) => user.role === 'admin';

/** onRequest guard for a call only some roles may make: the contract's list for the action (ADR 0029). */
export const allowedTo = (action: RoleAction) => withRole(...ROLES_THAT_MAY[action]);
