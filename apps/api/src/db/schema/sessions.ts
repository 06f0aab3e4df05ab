import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Signed-in browsers: each session token names its row (the `sid` claim), so it can be listed
 * and ended. Ending sets ended_at; every instance forgets what it knew of it (the trigger of
 * migration 0025 notifies as a revoked access token does).
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    address: text('address'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastSeen)],
);
