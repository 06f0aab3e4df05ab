import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's iCalendar feed of upcoming releases, reached without sign-in at a secret address.
 * The secret is kept as it is (not hashed) so the owner can copy the address again at any time;
 * it opens a read-only list of release dates and nothing else. Regenerating replaces it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_unique').on(t.secret), check('calendar_feeds_secret_check', sql`length(${t.secret}) >= 32`)],
);
