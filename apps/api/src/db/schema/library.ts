import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATE_PRECISIONS, MEDIA_TYPE_VALUES, STATUS_VALUES } from '@shelfmark/contract';
import { media, submedia } from './catalog';
import { sortKeyText } from './sort-key-text';
import { users } from './users';

/**
 * A library entry. media_type and the sort keys are copies of the media row (kept in step
 * when media change) so that one index both filters a shelf and orders it. genre_mask is a
 * copy of the item's genres (bit g - 1 for genre g, kept by triggers on user_media and
 * media_genres), the last column of every shelf index: a shelf page with a genre is the same
 * index walk, skipping the entries without that bit, with no join.
 */
export const userMedia = pgTable(
  'user_media',
  {
    usermediaId: integer('usermedia_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    status: text('status', { enum: STATUS_VALUES }).notNull(),
    rating: smallint('rating').notNull().default(0),
    review: text('review'),
    favorited: boolean('favorited').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    mediaType: text('media_type', { enum: MEDIA_TYPE_VALUES }).notNull(),
    sortCreator: sortKeyText('sort_creator').notNull(),
    sortTitle: sortKeyText('sort_title').notNull(),
    genreMask: integer('genre_mask').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_media_user_media_unique').on(t.userId, t.mediaId),
    index('user_media_creator_idx').on(t.userId, t.status, t.sortCreator, t.sortTitle, t.usermediaId, t.genreMask),
    index('user_media_title_idx').on(t.userId, t.status, t.sortTitle, t.usermediaId, t.genreMask),
    index('user_media_recent_idx').on(t.userId, t.status, t.usermediaId, t.genreMask),
    index('user_media_type_creator_idx').on(t.userId, t.mediaType, t.status, t.sortCreator, t.sortTitle, t.usermediaId, t.genreMask),
    index('user_media_type_title_idx').on(t.userId, t.mediaType, t.status, t.sortTitle, t.usermediaId, t.genreMask),
    index('user_media_type_recent_idx').on(t.userId, t.mediaType, t.status, t.usermediaId, t.genreMask),
    index('user_media_all_creator_idx').on(t.userId, t.sortCreator, t.sortTitle, t.usermediaId, t.genreMask),
    index('user_media_all_title_idx').on(t.userId, t.sortTitle, t.usermediaId, t.genreMask),
    index('user_media_all_recent_idx').on(t.userId, t.usermediaId, t.genreMask),
    index('user_media_favorites_idx')
      .on(t.userId, t.sortCreator, t.sortTitle, t.usermediaId, t.genreMask)
      .where(sql`${t.favorited}`),
    index('user_media_media_idx').on(t.mediaId),
    check('user_media_rating_check', sql`${t.rating} between 0 and 10`),
    check('user_media_progress_check', sql`${t.progress} >= 0`),
  ],
);

/** A reading with no end is the current one; there is at most one per entry. */
export const readings = pgTable(
  'readings',
  {
    readingId: integer('reading_id').primaryKey().generatedAlwaysAsIdentity(),
    usermediaId: integer('usermedia_id')
      .notNull()
      .references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    dateStarted: timestamp('date_started', { withTimezone: true }).notNull(),
    dateFinished: timestamp('date_finished', { withTimezone: true }),
    status: text('status', { enum: ['read', 'DNF'] }),
    /** How much of each date was given: a year (stored as its first day), a month (its first day) or the day itself. */
    startedPrecision: text('started_precision', { enum: DATE_PRECISIONS }).notNull().default('day'),
    finishedPrecision: text('finished_precision', { enum: DATE_PRECISIONS }).notNull().default('day'),
    /** Dated by Shelfmark from the best date it knew (an old finish with no reading), not by the user. */
    estimated: boolean('estimated').notNull().default(false),
  },
  (t) => [
    index('readings_usermedia_idx').on(t.usermediaId, t.dateStarted),
    uniqueIndex('readings_one_current_unique')
      .on(t.usermediaId)
      .where(sql`${t.dateFinished} is null`),
    check('readings_status_check', sql`${t.status} in ('read', 'DNF')`),
    // An end given as a year or a month may fall in the start's year or month: "2019" ends a reading begun in June 2019.
    check(
      'readings_dates_check',
      sql`${t.dateFinished} >= case ${t.finishedPrecision} when 'year' then date_trunc('year', ${t.dateStarted}, 'UTC') when 'month' then date_trunc('month', ${t.dateStarted}, 'UTC') else ${t.dateStarted} end`,
    ),
    check('readings_precision_check', sql`${t.startedPrecision} in ('year', 'month', 'day') and ${t.finishedPrecision} in ('year', 'month', 'day')`),
  ],
);

export const entries = pgTable(
  'entries',
  {
    entryId: integer('entry_id').primaryKey().generatedAlwaysAsIdentity(),
    usermediaId: integer('usermedia_id')
      .notNull()
      .references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    // No cascade: a reading with entries cannot be deleted (its entry rows block it).
    readingId: integer('reading_id').references(() => readings.readingId),
    title: text('title').notNull(),
    body: text('body').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    page: integer('page'),
  },
  (t) => [index('entries_usermedia_idx').on(t.usermediaId, t.time), index('entries_reading_idx').on(t.readingId)],
);

export const userSubmedia = pgTable(
  'user_submedia',
  {
    usersubmediaId: integer('usersubmedia_id').primaryKey().generatedAlwaysAsIdentity(),
    usermediaId: integer('usermedia_id')
      .notNull()
      .references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    submediaId: integer('submedia_id')
      .notNull()
      .references(() => submedia.submediaId, { onDelete: 'cascade' }),
    favorited: boolean('favorited').notNull().default(false),
  },
  (t) => [uniqueIndex('user_submedia_unique').on(t.usermediaId, t.submediaId), index('user_submedia_submedia_idx').on(t.submediaId)],
);

/**
 * A song or episode watched (or listened to) in one reading of its item: one row per reading
 * and song or episode, so a rewatch (a new reading) can mark them again and the watch count is
 * the number of rows.
 */
export const submediaWatches = pgTable(
  'submedia_watches',
  {
    watchId: integer('watch_id').primaryKey().generatedAlwaysAsIdentity(),
    usermediaId: integer('usermedia_id')
      .notNull()
      .references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    readingId: integer('reading_id')
      .notNull()
      .references(() => readings.readingId, { onDelete: 'cascade' }),
    submediaId: integer('submedia_id')
      .notNull()
      .references(() => submedia.submediaId, { onDelete: 'cascade' }),
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('submedia_watches_reading_unique').on(t.readingId, t.submediaId),
    index('submedia_watches_reading_time_idx').on(t.readingId, t.watchedAt),
    index('submedia_watches_entry_idx').on(t.usermediaId, t.submediaId),
    index('submedia_watches_submedia_idx').on(t.submediaId),
  ],
);

/**
 * Shelf sizes per user, status and type, kept by a trigger on user_media so a total is a
 * read of a few rows instead of a count over the shelf. No foreign key: the trigger must
 * still run while a user's rows are being deleted.
 */
export const shelfTotals = pgTable(
  'shelf_totals',
  {
    userId: integer('user_id').notNull(),
    status: text('status', { enum: STATUS_VALUES }).notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPE_VALUES }).notNull(),
    total: integer('total').notNull(),
    favorites: integer('favorites').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status, t.mediaType] })],
);

/** The same sizes per genre (an item with two genres counts in both), kept by the same trigger. */
export const shelfGenreTotals = pgTable(
  'shelf_genre_totals',
  {
    userId: integer('user_id').notNull(),
    genreId: smallint('genre_id').notNull(),
    status: text('status', { enum: STATUS_VALUES }).notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPE_VALUES }).notNull(),
    total: integer('total').notNull(),
    favorites: integer('favorites').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.genreId, t.status, t.mediaType] })],
);
