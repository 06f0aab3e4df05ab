import { ROLES_THAT_MAY, type Role, type RoleAction } from '@shelfmark/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { findRole } from '../auth/roles';
import { type AuthUser, createSessionTokens, type SessionTokens } from '../auth/session-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
  }
  interface FastifyRequest {
    /** Whom the bearer token was issued to; null without a valid token. */
    user: AuthUser | null;
  }
}

/** Reads the bearer token of every request into request.user. */
export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    const tokens = createSessionTokens(secret);
    app.decorate('sessionTokens', tokens);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      request.user = token ? await tokens.verify(token) : null;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

export function currentUser(request: FastifyRequest): AuthUser {
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
    request.user = { userId: user.userId, role };
  };
}

export const isAdmin = (user: AuthUser) => user.role === 'admin';

/** onRequest guard for a call only some roles may make: the contract's list for the action (ADR 0029). */
export const allowedTo = (action: RoleAction) => withRole(...ROLES_THAT_MAY[action]);
