import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { media } from '../db/schema';
import { seedCatalog } from './seed-catalog';

/** pg_advisory_xact_lock key: two admins pressing the button at once load the catalogue once. */
const LOCK_KEY = 907_316_017;

/**
 * The demo catalogue of `npm run seed` (not its demo account), in one transaction, into a
 * catalogue that holds no media at all (restricted items count too). Answers how many items it
 * added, or null when the catalogue was not empty and nothing was written.
 */
export async function loadDemoCatalogue(db: Db): Promise<{ added: number } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [existing] = await tx.select({ id: media.mediaId }).from(media).limit(1);
    if (existing) return null;
    const { added } = await seedCatalog(tx);
    return { added };
  });
}
