import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEDIA_TYPE_VALUES, SHARE_SHELF_VALUES } from '@shelfmark/contract';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A read-only public link to the owner's year in review or to one of their shelves, showing
 * titles and only the fields chosen. The token is the link; item_key encrypts media ids into
 * the opaque cover addresses of the public page, so no id is ever shown there. Revoking a link
 * deletes its row.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    shareId: integer('share_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    itemKey: bytea('item_key').notNull(),
    kind: text('kind', { enum: ['year', 'shelf'] }).notNull(),
    year: smallint('year'),
    shelf: text('shelf', { enum: SHARE_SHELF_VALUES }),
    mediaType: text('media_type', { enum: MEDIA_TYPE_VALUES }),
    title: text('title'),
    showCovers: boolean('show_covers').notNull(),
    showCreators: boolean('show_creators').notNull(),
    showRatings: boolean('show_ratings').notNull(),
    showReviews: boolean('show_reviews').notNull(),
    showTags: boolean('show_tags').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('share_links_token_unique').on(t.token),
    index('share_links_user_idx').on(t.userId, t.shareId),
    check(
      'share_links_kind_check',
      sql`(${t.kind} = 'year' and ${t.year} is not null and ${t.shelf} is null and ${t.mediaType} is null)
        or (${t.kind} = 'shelf' and ${t.year} is null and ${t.shelf} is not null and not ${t.showTags})`,
    ),
    check('share_links_item_key_check', sql`octet_length(${t.itemKey}) = 32`),
  ],
);
