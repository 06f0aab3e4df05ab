import { sql } from 'drizzle-orm';
import { LANGUAGE_VALUES } from '@shelfmark/contract';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ROLE_VALUES = ['admin', 'librarian', 'user'] as const;

export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash, see accounts/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLE_VALUES }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an admin has disabled the account: it cannot sign in and its tokens are refused (ADR 0037). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language chosen in the profile (issue 32); null lets the browser's language decide. */
    language: text('language', { enum: LANGUAGE_VALUES }),
  },
  (t) => [
    // 'Ada_99' and 'ada_99' are the same name to people, so they are to sign-in too.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'librarian', 'user')`),
    check('users_language_check', sql`${t.language} in ('en', 'de', 'fr', 'es', 'pt-BR', 'ja')`),
  ],
);

/** Password-reset tokens, stored as SHA-256 hashes: the token itself only travels by mail. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
