import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { GOAL_KINDS } from '@shelfmark/contract';
import { media } from './catalog';
import { users } from './users';

/** A user's yearly goal for one media type: "24 books in 2026". */
export const goals = pgTable(
  'goals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    // A media type, or 'episodes' (GOAL_KINDS): no check constraint, so a new kind needs no migration.
    mediaType: text('media_type', { enum: GOAL_KINDS }).notNull(),
    target: integer('target').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year, t.mediaType] }),
    check('goals_target_check', sql`${t.target} between 1 and 10000`),
    check('goals_year_check', sql`${t.year} between 1900 and 2200`),
  ],
);

/**
 * How long one episode of a TV show runs, in minutes, where it is known: hours watched count a
 * finished show as its episodes times this. Kept beside the media row rather than on it, as
 * most items have none.
 */
export const episodeLengths = pgTable(
  'episode_lengths',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    minutes: smallint('minutes').notNull(),
  },
  (t) => [check('episode_lengths_minutes_check', sql`${t.minutes} between 1 and 1440`)],
);
