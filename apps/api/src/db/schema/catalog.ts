import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DATE_PRECISIONS, MEDIA_TYPE_VALUES } from '@shelfmark/contract';
import { genres } from './genres';
import { sortKeyText } from './sort-key-text';
import { tsvector } from './tsvector';
import { users } from './users';

export const creators = pgTable(
  'creators',
  {
    creatorId: integer('creator_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    first: text('first'),
    last: text('last').notNull(),
    description: text('description'),
  },
  (t) => [index('creators_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const series = pgTable(
  'series',
  {
    seriesId: integer('series_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('series_name_lower_unique').on(sql`lower(${t.name})`),
    index('series_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const media = pgTable(
  'media',
  {
    mediaId: integer('media_id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: MEDIA_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** As entered, digits only; isbn13 is the same number as ISBN-13, for matching either form. */
    isbn: text('isbn'),
    isbn13: text('isbn13'),
    publication: date('publication', { mode: 'string' }),
    /** How much of publication was given: a year or a month is stored as its first day. */
    publicationPrecision: text('publication_precision', { enum: DATE_PRECISIONS }).notNull().default('day'),
    numPages: integer('num_pages'),
    numEpisodes: integer('num_episodes'),
    seasons: integer('seasons'),
    startyear: integer('startyear'),
    endyear: integer('endyear'),
    parentguide: text('parentguide'),
    seriesId: integer('series_id').references(() => series.seriesId, { onDelete: 'set null' }),
    seriesNum: doublePrecision('series_num'),
    restricted: boolean('restricted').notNull().default(false),
    /** The contract's creator and title sort keys (creatorSortKey, sortKey): the catalogue and shelf orders. */
    sortCreator: sortKeyText('sort_creator').notNull().default(''),
    sortTitle: sortKeyText('sort_title').notNull(),
    titleSearch: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "title")`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that added the item (shown to librarians and admins); null for seeded, imported or orphaned items. */
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('media_isbn13_unique').on(t.isbn13),
    index('media_isbn_prefix_idx').on(t.isbn.op('text_pattern_ops')),
    index('media_isbn13_prefix_idx').on(t.isbn13.op('text_pattern_ops')),
    index('media_title_search_idx').using('gin', t.titleSearch),
    index('media_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('media_catalog_public_idx').on(t.sortTitle, t.mediaId).where(sql`not ${t.restricted}`),
    index('media_catalog_idx').on(t.sortTitle, t.mediaId),
    index('media_catalog_type_idx').on(t.type, t.sortTitle, t.mediaId),
    index('media_series_idx').on(t.seriesId, t.seriesNum),
    index('media_created_by_idx')
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
    check('media_publication_precision_check', sql`${t.publicationPrecision} in ('year', 'month', 'day')`),
    check('media_type_check', sql`${t.type} in ('book', 'movie', 'tvshow', 'album', 'videogame')`),
    check(
      'media_not_negative_check',
      sql`${t.numPages} >= 0 and ${t.seasons} >= 0 and ${t.startyear} >= 0 and ${t.endyear} >= 0 and ${t.seriesNum} >= 0`,
    ),
  ],
);

export const mediaCreators = pgTable(
  'media_creators',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.creatorId),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.creatorId] }), index('media_creators_creator_idx').on(t.creatorId)],
);

export const mediaGenres = pgTable(
  'media_genres',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.genreId),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.genreId] }), index('media_genres_genre_idx').on(t.genreId, t.mediaId)],
);

/** Songs of an album, episodes of a TV show. */
export const submedia = pgTable(
  'submedia',
  {
    submediaId: integer('submedia_id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.mediaId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    overallnum: integer('overallnum').notNull(),
    /** Episodes: season (0 holds the specials) and number in it, when known. */
    season: smallint('season'),
    episode: smallint('episode'),
    airDate: date('air_date', { mode: 'string' }),
    /** Minutes; an episode without one counts the show's episode length. */
    runtime: smallint('runtime'),
  },
  (t) => [
    uniqueIndex('submedia_media_num_unique').on(t.mediaId, t.overallnum),
    check('submedia_episode_check', sql`${t.season} >= 0 and ${t.episode} >= 0 and ${t.runtime} between 1 and 1440`),
  ],
);

/**
 * Ids of records and episodes at other services (contract EXTERNAL_SOURCES): one owner per id,
 * one id per source and owner. ISBNs stay on media (isbn, isbn13).
 */
export const externalIds = pgTable(
  'external_ids',
  {
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    mediaId: integer('media_id').references(() => media.mediaId, { onDelete: 'cascade' }),
    submediaId: integer('submedia_id').references(() => submedia.submediaId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'external_ids_pk', columns: [t.source, t.externalId] }),
    uniqueIndex('external_ids_media_source_unique')
      .on(t.mediaId, t.source)
      .where(sql`${t.mediaId} is not null`),
    uniqueIndex('external_ids_submedia_source_unique')
      .on(t.submediaId, t.source)
      .where(sql`${t.submediaId} is not null`),
    check('external_ids_owner_check', sql`(${t.mediaId} is null) <> (${t.submediaId} is null)`),
  ],
);

/**
 * Every distinct word of every title (kept by a trigger on media), so a misspelt search word
 * is corrected against a small table instead of a million titles.
 */
export const titleWords = pgTable(
  'title_words',
  { word: text('word').primaryKey() },
  (t) => [
    index('title_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    // Nearest words by trigram distance, read in index order: how an import corrects an unknown word.
    index('title_words_trgm_gist_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);
