import { customType } from 'drizzle-orm/pg-core';

/**
 * A sort key column (libs/contract sortKey): text ordered by code point whatever the
 * database's locale, as the browser's compareSortKeys orders it.
 */
export const sortKeyText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});
