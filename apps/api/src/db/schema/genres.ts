import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The fixed genres of the spec; ids are stable because the API and URLs use them. */
export const genres = pgTable('genres', {
  genreId: integer('genre_id').primaryKey(),
  name: text('name').notNull().unique(),
});
