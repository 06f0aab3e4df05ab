import type { TokenScope } from '@shelfmark/contract';
import { tokenRuleFor } from '../access/token-scopes';
import type { MatrixRow } from './matrix-row';
import type { Caller, Owner } from './world';
import { expectedStatus } from './matrix-status';

/**
 * Personal access tokens as callers of the matrix. Each acts as its owner (the plain user, or
 * `other` for another user's token) with the scopes it has; a revoked or expired one is nobody.
 */
export const TOKEN_CALLERS = ['read token', 'write token', 'other’s token', 'revoked token', 'expired token'] as const;
export type TokenCaller = (typeof TOKEN_CALLERS)[number];

interface TokenCallerSpec {
  /** Whose token it is, as a caller of the session matrix; null when it is refused outright. */
  actsAs: Exclude<Caller, 'anonymous'> | null;
  scopes: TokenScope[];
}

export const TOKEN_CALLER_SPECS: Record<TokenCaller, TokenCallerSpec> = {
  'read token': { actsAs: 'user', scopes: ['read'] },
  'write token': { actsAs: 'user', scopes: ['read', 'write'] },
  'other’s token': { actsAs: 'other', scopes: ['read', 'write'] },
  'revoked token': { actsAs: null, scopes: ['read', 'write'] },
  'expired token': { actsAs: null, scopes: ['read', 'write'] },
};

/** The exact status a token caller gets: 401 unusable, 403 out of scope or session only, else what its owner gets. */
export function expectedTokenStatus(row: MatrixRow, caller: TokenCaller, owner: Owner): number {
  const { actsAs, scopes } = TOKEN_CALLER_SPECS[caller];
  if (actsAs === null) return 401;
  const rule = tokenRuleFor(row.method, row.route);
  if (rule.kind === 'session-only' || !scopes.includes(rule.scope)) return 403;
  return expectedStatus(row, actsAs, owner);
}
