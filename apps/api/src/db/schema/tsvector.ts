import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type, which Drizzle has no builder for. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
