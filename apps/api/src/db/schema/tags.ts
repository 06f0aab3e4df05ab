import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userMedia } from './library';
import { users } from './users';

/** A user's own tags; one value per user, whatever its case. */
export const tags = pgTable(
  'tags',
  {
    tagId: integer('tag_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('tags_user_value_unique').on(t.userId, sql`lower(${t.value})`),
    index('tags_value_trgm_idx').using('gin', t.value.op('gin_trgm_ops')),
  ],
);

export const usermediaTags = pgTable(
  'usermedia_tags',
  {
    usermediaId: integer('usermedia_id')
      .notNull()
      .references(() => userMedia.usermediaId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usermediaId, t.tagId] }), index('usermedia_tags_tag_idx').on(t.tagId)],
);
