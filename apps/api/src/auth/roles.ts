import type { Role } from '@shelfmark/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/db';
import { users } from '../db/schema';

/** The account's role as the database has it now (a demotion counts at once), or null when the account is gone or disabled. */
export async function findRole(db: Db, userId: number): Promise<Role | null> {
  const [found] = await db.select({ role: users.role }).from(users).where(and(eq(users.userId, userId), isNull(users.disabledAt)));
  return found?.role ?? null;
}
