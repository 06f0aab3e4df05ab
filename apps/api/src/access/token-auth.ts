import { ADMIN_MESSAGES, type Role, TOKEN_MESSAGES, type TokenScope } from '@shelfmark/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { AuthUser } from '../auth/session-tokens';
import { findTokenHolder, recordTokenUse } from './access-tokens.repository';
import type { CachedHolder, TokenCache } from './token-cache';
import { tokenRuleFor } from './token-scopes';
import { hashTokenSecret, looksLikeTokenSecret } from './token-secrets';

/**
 * How a request proved who it is: the browser's session (with the role its token was signed
 * with, which may be older than the account's), or a personal access token.
 */
export type Credential = { kind: 'session'; signedRole: Role; sessionId: string | null } | { kind: 'token'; tokenId: number; scopes: readonly TokenScope[] };

const QUERY_TOKEN_NAMES = new Set(['access_token', 'token']);

/** Whether the query string carries a credential, which would end up in logs and browser history. */
export function tokenInQuery(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  for (const [name, value] of Object.entries(query)) {
    if (QUERY_TOKEN_NAMES.has(name)) return true;
    for (const each of [value].flat()) if (typeof each === 'string' && looksLikeTokenSecret(each)) return true;
  }
  return false;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

function usable(entry: CachedHolder | undefined): CachedHolder {
  if (!entry) throw unauthorized(TOKEN_MESSAGES.unknownToken);
  if (entry.holder.revoked) throw unauthorized(TOKEN_MESSAGES.revoked);
  if (entry.holder.disabled) throw unauthorized(ADMIN_MESSAGES.accountDisabled);
  // expires_at is the last day it works.
  if (entry.holder.expires_at !== null && entry.holder.expires_at < todayUtc()) throw unauthorized(TOKEN_MESSAGES.expired);
  return entry;
}

/** The route's scope, checked before the body is read: a refused call does nothing. */
function checkScope(request: FastifyRequest, scopes: readonly TokenScope[]): void {
  const route = request.routeOptions.url;
  if (route === undefined) return;
  const rule = tokenRuleFor(request.method, route);
  if (rule.kind === 'session-only') throw forbidden(TOKEN_MESSAGES.sessionOnly);
  if (!scopes.includes(rule.scope)) throw forbidden(TOKEN_MESSAGES.missingScope(rule.scope));
}

/** How often one instance records a token's use (the update also skips a use recorded by another within the minute). */
const RECORD_USE_MS = 60_000;

/**
 * Authenticates a personal access token. Its holder (with the owner's current role) is read by
 * its hash once and then kept in this instance's cache, which every instance clears when any
 * token is revoked or changed or a role changes (token-invalidation.ts): a known token costs no
 * database read, and a revocation holds from the next request on every instance. Counted per
 * token in the shared attempt store; its last use is written at most once a minute.
 */
export function createTokenAuthenticator(app: FastifyInstance, cache: TokenCache, requestsPerMinute: number) {
  const counter = app.attemptCounter('token', requestsPerMinute);
  const db = app.database.db;
  const lookUp = async (secretHash: string): Promise<CachedHolder | undefined> => {
    const known = cache.get(secretHash);
    if (known) return known;
    const mark = cache.mark();
    const holder = await findTokenHolder(db, secretHash);
    if (!holder) return undefined;
    const entry = { holder, recordedAt: 0 };
    cache.set(secretHash, entry, mark);
    return entry;
  };
  return async (request: FastifyRequest, reply: FastifyReply, secret: string): Promise<AuthUser & { via: Credential }> => {
    const entry = usable(await lookUp(hashTokenSecret(secret)));
    const { holder } = entry;
    checkScope(request, holder.scopes);
    const waitMs = await counter.hit(String(holder.token_id));
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', String(seconds));
      throw Object.assign(new Error(TOKEN_MESSAGES.rateLimited(seconds)), { statusCode: 429 });
    }
    const now = Date.now();
    if (now - entry.recordedAt >= RECORD_USE_MS) {
      entry.recordedAt = now;
      // Awaited, so the list shows a use as soon as its answer has arrived; a failed write only loses the record.
      await recordTokenUse(db, holder.token_id, request.ip).catch((error: unknown) => request.log.warn({ err: error }, 'token use not recorded'));
    }
    return { userId: holder.user_id, role: holder.role, via: { kind: 'token', tokenId: holder.token_id, scopes: holder.scopes } };
  };
}
