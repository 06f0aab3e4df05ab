import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Invitation links (ADR 0037): the SHA-256 of the code, how long and how often it may be used. */
export const invitations = pgTable(
  'invitations',
  {
    invitationId: integer('invitation_id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_code_hash_unique').on(t.codeHash),
    check('invitations_code_hash_check', sql`${t.codeHash} ~ '^[0-9a-f]{64}$'`),
    check('invitations_uses_check', sql`${t.maxUses} >= 1 AND ${t.uses} >= 0 AND ${t.uses} <= ${t.maxUses}`),
  ],
);
