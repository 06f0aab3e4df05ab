import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's second factor (ADR 0036): the TOTP secret, encrypted; active once confirmed with a
 * code. last_step is the time step of the last code accepted: a code is taken once.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  /** AES-256-GCM under a key derived from the session secret (two-factor/secret-box.ts). */
  secret: text('secret').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** Ten recovery codes per confirmed second factor, each usable once; only a keyed hash is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => twoFactor.userId, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the code, in hex. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'two_factor_recovery_codes_pkey', columns: [t.userId, t.codeHash] }), check('two_factor_recovery_codes_hash_check', sql`${t.codeHash} ~ '^[0-9a-f]{64}$'`)],
);
