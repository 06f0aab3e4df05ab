import type { Role } from '@shelfmark/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { shelfGenreTotals, shelfTotals, shelfVersions, users } from '../db/schema';

export interface AccountRow {
  userId: number;
  username: string;
  email: string;
  role: Role;
  passwordHash: string;
}

export async function findAccount(db: Db, userId: number): Promise<AccountRow | null> {
  const [found] = await db
    .select({ userId: users.userId, username: users.username, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId));
  return found ?? null;
}

export async function updateEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.userId, userId));
}

export type Deletion = { deleted: true; txid: string } | { deleted: false; reason: 'absent' | 'last-admin' };

/**
 * Deletes the account and everything it owns: every table naming the user cascades from the
 * row, catalogue records it added and its bug reports stay without its name (ON DELETE SET
 * NULL). The shelf counts kept by triggers have no foreign key, so they go by hand, after the
 * cascade has run those triggers. The last admin is never deleted. The transaction's id is for
 * settle: the trigger on users tells every instance to forget the account's tokens.
 */
export async function deleteAccount(db: Db, userId: number): Promise<Deletion> {
  return db.transaction(async (tx): Promise<Deletion> => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.userId, userId)).for('update');
    if (!account) return { deleted: false, reason: 'absent' };
    if (account.role === 'admin') {
      const admins = await tx.select({ userId: users.userId }).from(users).where(eq(users.role, 'admin')).for('update');
      if (admins.length <= 1) return { deleted: false, reason: 'last-admin' };
    }
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.userId, userId))
      .returning({ txid: sql<string>`txid_current()::text` });
    if (!deleted) return { deleted: false, reason: 'absent' };
    await tx.delete(shelfTotals).where(eq(shelfTotals.userId, userId));
    await tx.delete(shelfGenreTotals).where(eq(shelfGenreTotals.userId, userId));
    await tx.delete(shelfVersions).where(eq(shelfVersions.userId, userId));
    return { deleted: true, txid: deleted.txid };
  });
}
