import { sql } from 'drizzle-orm';
import type { Db } from './db';

/**
 * From here to bumpDeferredShelfVersions, in the caller's transaction, the shelf-version
 * triggers note the users they would bump instead of locking their rows (migration 0024).
 */
export async function deferShelfVersionBump(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('shelfmark.defer_shelf_bump', 'on', true)`);
}

/** Bumps the users noted since deferShelfVersionBump: the last statement before the commit. */
export async function bumpDeferredShelfVersions(tx: Db): Promise<void> {
  await tx.execute(sql`select shelf_versions_bump_deferred()`);
}
