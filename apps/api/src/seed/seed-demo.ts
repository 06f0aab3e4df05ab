import type { CoverStore } from '../covers/cover-store';
import type { Db } from '../db/db';
import { seedDemoCovers } from './demo-covers';
import { seedCatalog } from './seed-catalog';
import { seedDemoShelf } from './seed-demo-shelf';

export interface SeedReport {
  catalogue: number;
  added: number;
  /** Demo books given their public-domain cover now. */
  covers: number;
  demoUserId: number;
}

/** Loads the demo catalogue, its covers and the demo user's shelf. Safe to run again: nothing is doubled. */
export async function seedDemo(db: Db, covers: CoverStore, now = new Date()): Promise<SeedReport> {
  const { total, added } = await seedCatalog(db);
  const coversSaved = await seedDemoCovers(db, covers);
  const { userId } = await seedDemoShelf(db, now);
  return { catalogue: total, added, covers: coversSaved, demoUserId: userId };
}
