import type { AccountLanguage } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { users } from '../db/schema';

/** The language the user chose, null if none; undefined for an account that no longer exists. */
export async function findLanguage(db: Db, userId: number): Promise<AccountLanguage | undefined> {
  const [found] = await db.select({ language: users.language }).from(users).where(eq(users.userId, userId));
  return found && { language: found.language ?? null };
}

/** Sets the user's language; false for an account that no longer exists. */
export async function updateLanguage(db: Db, userId: number, language: AccountLanguage['language']): Promise<boolean> {
  const updated = await db.update(users).set({ language }).where(eq(users.userId, userId)).returning({ userId: users.userId });
  return updated.length > 0;
}
