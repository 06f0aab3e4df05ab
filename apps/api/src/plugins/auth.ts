import { ROLES_THAT_MAY, type Role, type RoleAction, TOKEN_MESSAGES } from '@shelfmark/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { findRole } from '../auth/roles';
import { type AuthUser, createSessionTokens, type SessionTokens } from '../auth/session-tokens';
import { createTokenAuthenticator, type Credential, SESSION, tokenInQuery } from '../access/token-auth';
import { looksLikeTokenSecret } from '../access/token-secrets';
import { createTokenCache, type TokenCache } from '../access/token-cache';
import { listenForTokenChanges } from '../access/token-invalidation';

/** The caller of a request, and how they proved it. */
export interface RequestUser extends AuthUser {
  via: Credential;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** This instance's cache of personal tokens: clear it after changing a token, so the change holds here at once. */
    tokenCache: TokenCache;
  }
  interface FastifyRequest {
    /** Whom the bearer token (a session, or a personal access token) belongs to; null without one. */
    user: RequestUser | null;
  }
}

/**
 * Reads the bearer token of every request into request.user: a value with the personal token
 * prefix is an access token (a bad one is a 401 on any route), anything else the browser's
 * session, handled as before. Credentials in the query string are refused.
 */
export const authPlugin = fp<{ secret: string; tokenRateLimit: number }>(
  async (app, { secret, tokenRateLimit }) => {
    const tokens = createSessionTokens(secret);
    const cache = createTokenCache();
    const personalToken = createTokenAuthenticator(app, cache, tokenRateLimit);
    const stopListening = await listenForTokenChanges(app, cache);
    app.addHook('onClose', async () => stopListening());
    app.decorate('sessionTokens', tokens);
    app.decorate('tokenCache', cache);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') && tokenInQuery(request.query)) throw unauthorized(TOKEN_MESSAGES.inQuery);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return;
      if (looksLikeTokenSecret(token)) {
        request.user = await personalToken(request, reply, token);
        return;
      }
      const user = await tokens.verify(token);
      request.user = user && { ...user, via: SESSION };
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
