import type { AccessToken } from '@shelfmark/contract';
import type { AccessTokenRecord } from './access-tokens.repository';

/** A token as its owner sees it: never the secret, nor its hash. */
export const tokenAnswer = (record: AccessTokenRecord): AccessToken => ({
  tokenID: record.tokenId,
  name: record.name,
  scopes: record.scopes,
  hint: record.hint,
  created: record.created.toISOString(),
  expiresAt: record.expiresAt,
  lastUsed: record.lastUsed?.toISOString() ?? null,
  lastUsedFrom: record.lastUsedFrom,
});
