import type { TokenScope } from '@shelfmark/contract';

/** What a personal access token needs to make a call: one scope, or it may never make it. */
export type TokenRule = { kind: 'scope'; scope: TokenScope } | { kind: 'session-only' };

/**
 * Calls that touch credentials, which only the person signed in may make: a leaked token must
 * not mint more tokens, sync keys, receiving addresses or a session, change the password or the
 * email, delete an account, or redirect the owner's events.
 * Each entry covers the route and everything under it.
 */
export const SESSION_ONLY_ROUTES = [
  '/api/v1/tokens',
  '/api/v1/webhooks',
  '/api/v1/integrations',
  '/api/v1/sessions',
  '/api/v1/oidc',
  '/api/v1/users/passwordreset',
  '/api/v1/admin/backups',
  '/api/v1/account',
  '/api/v1/admin',
  '/api/v1/two-factor',
] as const;

/**
 * Calls under a session-only prefix that carry a credential of their own instead (a media
 * server's secret address): the usual scope rule applies to them.
 */
export const OWN_CREDENTIAL_ROUTES = ['/api/v1/integrations/hooks'] as const;

const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/**
 * KOReader's progress sync (ADR 0031, amended): its calls need the `sync` scope, which no other
 * call accepts, so a sync key copied off an e-reader reads and changes nothing else, and a
 * read or write token cannot stand in for a reader. The sync calls themselves authenticate by
 * KOReader's own headers (x-auth-user, x-auth-key).
 */
export const SYNC_ROUTES = ['/api/v1/koreader'] as const;

const SESSION_ONLY: TokenRule = { kind: 'session-only' };
const SYNC: TokenRule = { kind: 'scope', scope: 'sync' };
const READ: TokenRule = { kind: 'scope', scope: 'read' };
const WRITE: TokenRule = { kind: 'scope', scope: 'write' };

/**
 * The one rule for every route (ADR 0031): reading (GET, HEAD) needs `read`, anything else
 * `write`, KOReader's sync calls `sync`, and the session-only calls are refused to any token. `route` is the route as
 * registered, e.g. /api/v1/usermedias/:id.
 */
export function tokenRuleFor(method: string, route: string): TokenRule {
  const within = (prefix: string) => under(route, prefix);
  if (!OWN_CREDENTIAL_ROUTES.some(within) && SESSION_ONLY_ROUTES.some(within)) return SESSION_ONLY;
  if (SYNC_ROUTES.some(within)) return SYNC;
  return method === 'GET' || method === 'HEAD' ? READ : WRITE;
}

/** The rule in words, for the API document and docs/authorization.md. */
export const describeTokenRule = (rule: TokenRule) => (rule.kind === 'session-only' ? 'Session only' : `Token scope: ${rule.scope}`);
