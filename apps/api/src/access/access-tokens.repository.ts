import type { Role, TokenScope } from '@shelfmark/contract';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { accessTokens, users } from '../db/schema';

export type AccessTokenRecord = typeof accessTokens.$inferSelect;

export interface NewAccessToken {
  userId: number;
  name: string;
  scopes: TokenScope[];
  hint: string;
  secretHash: string;
  expiresAt: string | null;
}

export async function insertAccessToken(db: Db, token: NewAccessToken): Promise<AccessTokenRecord> {
  const [row] = await db.insert(accessTokens).values(token).returning();
  if (!row) throw new Error('access token not saved');
  return row;
}

const live = (userId: number) => and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt));

/** The user's tokens not revoked (expired ones included, so their owner sees them), newest first. */
export function listLiveTokens(db: Db, userId: number): Promise<AccessTokenRecord[]> {
  return db.select().from(accessTokens).where(live(userId)).orderBy(desc(accessTokens.tokenId));
}

export async function countLiveTokens(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accessTokens).where(live(userId));
  return Number(row?.n ?? 0);
}

/**
 * Revokes the user's own live token: answers the transaction's id (what the change notification
 * carries), or null when there is no such token (another user's included).
 */
export async function revokeOwnToken(db: Db, userId: number, tokenId: number): Promise<string | null> {
  const [revoked] = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.tokenId, tokenId), live(userId)))
    .returning({ txid: sql<string>`txid_current()::text` });
  return revoked?.txid ?? null;
}

/** What a request with a token needs to know, read together with the owner's current role. */
export interface TokenHolder {
  token_id: number;
  user_id: number;
  role: Role;
  scopes: TokenScope[];
  expires_at: string | null;
  revoked: boolean;
  /** The owner's account is disabled (ADR 0037). */
  disabled: boolean;
}

const holderStatement = preparedStatement<{ secretHash: string }, TokenHolder>(
  'access_token_holder',
  (p) => sql`select ${accessTokens.tokenId} as token_id, ${accessTokens.userId} as user_id, ${users.role} as role,
      ${accessTokens.scopes} as scopes, ${accessTokens.expiresAt}::text as expires_at, ${accessTokens.revokedAt} is not null as revoked,
      ${users.disabledAt} is not null as disabled
    from ${accessTokens} join ${users} on ${users.userId} = ${accessTokens.userId}
    where ${accessTokens.secretHash} = ${p.secretHash}::text`,
);

/** The token of a secret's hash with its owner's current role, revoked or not. */
export async function findTokenHolder(db: Db, secretHash: string): Promise<TokenHolder | null> {
  const [row] = await holderStatement(db, { secretHash });
  return row ?? null;
}

/** Records a use; the condition keeps a fleet's instances from writing the same minute over and over. */
export async function recordTokenUse(db: Db, tokenId: number, from: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ lastUsed: sql`now()`, lastUsedFrom: from })
    .where(and(eq(accessTokens.tokenId, tokenId), or(isNull(accessTokens.lastUsed), lt(accessTokens.lastUsed, sql`now() - interval '1 minute'`))));
}
