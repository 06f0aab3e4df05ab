import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExternalIds, ImportCandidate } from '@shelfmark/contract';
import { integrations } from './integrations';
import { media, submedia } from './catalog';
import { userMedia } from './library';
import { users } from './users';

/**
 * Plays a media server reported that changed something (state recorded: a line of the entry's
 * history), wait for the user (inbox), or were skipped by them. `dedupe_key` names the play
 * (the item, episode, what it did, the hour it ended), unique per user: the same play reported
 * twice, or by two servers, is stored once.
 */
export const mediaServerPlays = pgTable(
  'media_server_plays',
  {
    playId: integer('play_id').primaryKey().generatedAlwaysAsIdentity(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    state: text('state').notNull().$type<'recorded' | 'inbox' | 'skipped'>(),
    action: text('action').notNull().$type<'watched' | 'episode' | 'started' | 'rated'>(),
    mediaType: text('media_type').notNull().$type<'movie' | 'tvshow'>(),
    title: text('title').notNull(),
    year: integer('year'),
    season: integer('season'),
    episode: integer('episode'),
    rating: integer('rating'),
    externalIds: jsonb('external_ids').notNull().default({}).$type<ExternalIds>(),
    serverUser: text('server_user').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    mediaId: integer('media_id').references(() => media.mediaId, { onDelete: 'set null' }),
    submediaId: integer('submedia_id').references(() => submedia.submediaId, { onDelete: 'set null' }),
    usermediaId: integer('usermedia_id').references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    candidates: jsonb('candidates').notNull().default([]).$type<ImportCandidate[]>(),
    dedupeKey: text('dedupe_key').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_server_plays_dedupe_unique').on(t.userId, t.dedupeKey),
    index('media_server_plays_integration_idx').on(t.integrationId, t.state, t.created),
    index('media_server_plays_entry_idx').on(t.usermediaId, t.playedAt).where(sql`${t.usermediaId} is not null`),
    index('media_server_plays_same_play_idx').on(t.userId, t.mediaId, t.action, t.playedAt).where(sql`${t.mediaId} is not null`),
    check('media_server_plays_state_check', sql`${t.state} in ('recorded', 'inbox', 'skipped')`),
    check('media_server_plays_action_check', sql`${t.action} in ('watched', 'episode', 'started', 'rated')`),
    check('media_server_plays_type_check', sql`${t.mediaType} in ('movie', 'tvshow')`),
  ],
);
