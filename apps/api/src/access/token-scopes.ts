import type { TokenScope } from '@shelfmark/contract';

/** What a personal access token needs to make a call: one scope, or it may never make it. */
export type TokenRule = { kind: 'scope'; scope: TokenScope } | { kind: 'session-only' };

/**
 * Calls that touch credentials, which only the person signed in may make: a leaked token must
 * not mint more tokens or a session, change the password, or redirect the owner's events.
 * Each entry covers the route and everything under it.
 */
export const SESSION_ONLY_ROUTES = ['/api/v1/tokens', '/api/v1/webhooks', '/api/v1/sessions', '/api/v1/users/passwordreset', '/api/v1/admin/backups'] as const;

const SESSION_ONLY: TokenRule = { kind: 'session-only' };
const READ: TokenRule = { kind: 'scope', scope: 'read' };
const WRITE: TokenRule = { kind: 'scope', scope: 'write' };

/**
 * The one rule for every route (ADR 0031): reading (GET, HEAD) needs `read`, anything else
 * `write`, and the session-only calls are refused to any token. `route` is the route as
 * registered, e.g. /api/v1/usermedias/:id.
 */
export function tokenRuleFor(method: string, route: string): TokenRule {
  if (SESSION_ONLY_ROUTES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return SESSION_ONLY;
  return method === 'GET' || method === 'HEAD' ? READ : WRITE;
}

/** The rule in words, for the API document and docs/authorization.md. */
export const describeTokenRule = (rule: TokenRule) => (rule.kind === 'session-only' ? 'Session only' : `Token scope: ${rule.scope}`);
