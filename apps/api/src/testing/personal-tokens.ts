import type { CreatedToken, TokenCreate, TokenScope } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Account } from '../accounts/testing/accounts';
import { accessTokens } from '../db/schema';

export interface PersonalToken {
  tokenId: number;
  secret: string;
  headers: { authorization: string };
}

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** A token of the account, created through the API as its owner would. */
export async function createPersonalToken(app: FastifyInstance, account: Account, scopes: TokenScope[], extra: Partial<TokenCreate> = {}): Promise<PersonalToken> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/tokens', headers: account.headers, payload: { name: `script ${scopes.join('+')}`, scopes, ...extra } });
  if (response.statusCode !== 201) throw new Error(`token not created: ${response.body}`);
  const { token, secret } = response.json<CreatedToken>();
  return { tokenId: token.tokenID, secret, headers: bearer(secret) };
}

/** Moves a token's last day into the past, as if its expiry had come. */
export async function expireToken(app: FastifyInstance, tokenId: number): Promise<void> {
  await app.database.db.update(accessTokens).set({ expiresAt: '2000-01-01' }).where(eq(accessTokens.tokenId, tokenId));
}

export async function revokeToken(app: FastifyInstance, account: Account, tokenId: number): Promise<void> {
  const response = await app.inject({ method: 'DELETE', url: `/api/v1/tokens/${tokenId}`, headers: account.headers });
  if (response.statusCode !== 204) throw new Error(`token not revoked: ${response.body}`);
}
