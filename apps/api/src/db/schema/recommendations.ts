import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './catalog';
import { users } from './users';

/** A user recommends mediaB to readers of mediaA. */
export const recommendations = pgTable(
  'recommendations',
  {
    recommendationId: integer('recommendation_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    mediaA: integer('media_a')
      .notNull()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    mediaB: integer('media_b')
      .notNull()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommendations_unique').on(t.userId, t.mediaA, t.mediaB),
    check('recommendations_distinct_check', sql`${t.mediaA} <> ${t.mediaB}`),
  ],
);
