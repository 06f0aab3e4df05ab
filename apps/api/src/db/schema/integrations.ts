import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { IntegrationKind } from '@shelfmark/contract';
import { users } from './users';

/**
 * One source that records a user's plays or progress (a media server's webhook address, a
 * KOReader sync key, an Audiobookshelf server). Each kind keeps its own settings in `settings`
 * (validated by its contract schema) and its own events in its own tables; the status every
 * kind shares lives here.
 */
export const integrations = pgTable(
  'integrations',
  {
    integrationId: integer('integration_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<IntegrationKind>(),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the secret in the integration's address, when its kind has one. */
    secretHash: text('secret_hash'),
    settings: jsonb('settings').notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    paused: boolean('paused').notNull().default(false),
    pausedReason: text('paused_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [
    index('integrations_user_idx').on(t.userId, t.integrationId),
    check('integrations_kind_check', sql`${t.kind} in ('jellyfin', 'plex', 'emby', 'koreader', 'audiobookshelf')`),
    check('integrations_secret_hash_check', sql`${t.secretHash} is null or ${t.secretHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
