import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Which version of a rule the stored derived data follows (e.g. 'sort_keys'): the server
 * recomputes that data once at start when its rule is newer (db/refresh-sort-keys.ts).
 */
export const derivedDataVersions = pgTable('derived_data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
});
