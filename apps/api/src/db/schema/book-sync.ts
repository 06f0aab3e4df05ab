import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessTokens } from './access-tokens';
import { media } from './catalog';
import { integrations } from './integrations';
import { userMedia } from './library';

/** The personal token (scope sync) a KOReader integration's sync key is: revoking it stops the sync. */
export const koreaderKeys = pgTable('koreader_keys', {
  integrationId: integer('integration_id')
    .primaryKey()
    .references(() => integrations.integrationId, { onDelete: 'cascade' }),
  tokenId: integer('token_id')
    .notNull()
    .references(() => accessTokens.tokenId, { onDelete: 'cascade' }),
});

/**
 * The latest progress of each document of a KOReader integration, as KOReader's reference
 * server keeps it (the fields of its redis hash user:<name>:document:<id>), with the book the
 * user linked it to and the share of it last applied to the shelf.
 */
export const koreaderDocuments = pgTable(
  'koreader_documents',
  {
    documentId: integer('document_id').primaryKey().generatedAlwaysAsIdentity(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    progress: text('progress').notNull(),
    percentage: doublePrecision('percentage').notNull(),
    device: text('device').notNull(),
    deviceId: text('device_id'),
    /** Unix seconds, as the reference server answers it. */
    syncedAt: bigint('synced_at', { mode: 'number' }).notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    mediaId: integer('media_id').references(() => media.mediaId, { onDelete: 'set null' }),
    appliedPercentage: doublePrecision('applied_percentage'),
    /** Skipped from the inbox: it still syncs between devices, and moves nothing. */
    ignored: boolean('ignored').notNull().default(false),
  },
  (t) => [uniqueIndex('koreader_documents_integration_document_unique').on(t.integrationId, t.document)],
);

/** The Audiobookshelf server an integration polls. The API token is kept as is: every poll sends it. */
export const audiobookshelfServers = pgTable('audiobookshelf_servers', {
  integrationId: integer('integration_id')
    .primaryKey()
    .references(() => integrations.integrationId, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  apiToken: text('api_token').notNull(),
  /** The next poll is due then; claiming a poll moves it on, so one instance of a fleet polls per interval. */
  nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
});

/** The items an Audiobookshelf server reported progress for, with their metadata and the book they move. */
export const audiobookshelfItems = pgTable(
  'audiobookshelf_items',
  {
    itemId: integer('item_id').primaryKey().generatedAlwaysAsIdentity(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    libraryItemId: text('library_item_id').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    isbn: text('isbn'),
    asin: text('asin'),
    progress: doublePrecision('progress').notNull(),
    isFinished: boolean('is_finished').notNull(),
    /** Audiobookshelf's lastUpdate (milliseconds). */
    lastUpdate: bigint('last_update', { mode: 'number' }).notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    mediaId: integer('media_id').references(() => media.mediaId, { onDelete: 'set null' }),
    appliedProgress: doublePrecision('applied_progress'),
    /** Skipped from the inbox: it moves nothing. */
    ignored: boolean('ignored').notNull().default(false),
  },
  (t) => [uniqueIndex('audiobookshelf_items_integration_item_unique').on(t.integrationId, t.libraryItemId)],
);

/** The history lines a reader or listening app wrote on an entry, e.g. "Read to 42% on KOReader (Kobo)". */
export const syncedProgressEvents = pgTable(
  'synced_progress_events',
  {
    eventId: integer('event_id').primaryKey().generatedAlwaysAsIdentity(),
    usermediaId: integer('usermedia_id')
      .notNull()
      .references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    integrationId: integer('integration_id').references(() => integrations.integrationId, { onDelete: 'set null' }),
    line: text('line').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('synced_progress_events_entry_idx').on(t.usermediaId, t.time), check('synced_progress_events_line_check', sql`length(${t.line}) > 0`)],
);
