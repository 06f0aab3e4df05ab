import type { SQL } from 'drizzle-orm';
import type { Db } from './db';

/** Rows of a raw SQL query; both drivers (pg and PGlite) answer an object with `rows`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
