import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database as every query sees it: the embedded PGlite or a PostgreSQL server, one schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
