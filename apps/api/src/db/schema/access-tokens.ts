import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TokenScope } from '@shelfmark/contract';
import { users } from './users';

/**
 * Personal access tokens (ADR 0031): the secret itself is never stored, only its SHA-256.
 * Revoking sets revoked_at; the row stays so a later use is answered "revoked".
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenId: integer('token_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull().$type<TokenScope[]>(),
    /** The secret's first characters, to tell tokens apart in the list. */
    hint: text('hint').notNull(),
    /** SHA-256 of the secret, in hex. */
    secretHash: text('secret_hash').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** The last day (UTC) it works; null: never expires. */
    expiresAt: date('expires_at', { mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
  },
  (t) => [
    uniqueIndex('access_tokens_secret_hash_unique').on(t.secretHash),
    index('access_tokens_user_live_idx').on(t.userId, t.tokenId).where(sql`${t.revokedAt} is null`),
    check('access_tokens_secret_hash_check', sql`${t.secretHash} ~ '^[0-9a-f]{64}$'`),
    check('access_tokens_scopes_check', sql`cardinality(${t.scopes}) >= 1`),
  ],
);
