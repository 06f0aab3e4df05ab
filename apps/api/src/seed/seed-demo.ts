import type { Db } from '../db/db';
import { seedCatalog } from './seed-catalog';
import { seedDemoShelf } from './seed-demo-shelf';

export interface SeedReport {
  catalogue: number;
  added: number;
  demoUserId: number;
}

/** Loads the demo catalogue and the demo user's shelf. Safe to run again: nothing is doubled. */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedReport> {
  const { total, added } = await seedCatalog(db);
  const { userId } = await seedDemoShelf(db, now);
  return { catalogue: total, added, demoUserId: userId };
}
