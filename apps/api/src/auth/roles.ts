import type { Role } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { users } from '../db/schema';

/** The account's role as the database has it now (a demotion counts at once), or null when the account is gone. */
export async function findRole(db: Db, userId: number): Promise<Role | null> {
  const [found] = await db.select({ role: users.role }).from(users).where(eq(users.userId, userId));
  return found?.role ?? null;
}
