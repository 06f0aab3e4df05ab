import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A number per user that goes up with every statement changing their shelf (entries, readings,
 * tags on entries), kept by triggers: cached stats are served while it has not moved. No
 * foreign key: the triggers still run while a user's rows are being deleted.
 */
export const shelfVersions = pgTable('shelf_versions', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
