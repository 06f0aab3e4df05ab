import { sql } from 'drizzle-orm';
import type { Db } from './db';

/**
 * From here to the commit of the caller's transaction, the shelf-version triggers note the users
 * they would bump instead of locking their rows, and PostgreSQL bumps them at the commit
 * (migrations 0024 and 0033): the row lock every other write of the user waits on is then held
 * for the commit alone.
 */
export async function deferShelfVersionBump(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('shelfmark.defer_shelf_bump', 'on', true)`);
}
