import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Identities at an OpenID Connect provider (issuer + subject), each linked to the account it signs in to (ADR 0035). */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_identities_pkey', columns: [t.issuer, t.subject] }), uniqueIndex('user_identities_user_issuer_unique').on(t.userId, t.issuer)],
);
