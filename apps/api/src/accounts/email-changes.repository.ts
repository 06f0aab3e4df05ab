import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { emailChanges, users } from '../db/schema';

/** Replaces the user's pending change (an older link stops working) with this one. */
export async function replaceEmailChange(db: Db, change: { tokenHash: string; userId: number; newEmail: string; expiresAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, change.userId));
    await tx.insert(emailChanges).values(change);
  });
}

const usable = (now: Date) => and(isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now));

/** The change waiting for confirmation, if any. */
export async function pendingEmailChange(db: Db, userId: number, now: Date): Promise<{ newEmail: string; expiresAt: Date } | null> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), usable(now)));
  return pending ?? null;
}

/** Marks the change used and returns it, in one statement so a link works once only. */
export async function consumeEmailChange(db: Db, tokenHash: string, now: Date): Promise<{ userId: number; newEmail: string } | null> {
  const [used] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.tokenHash, tokenHash), usable(now)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return used ?? null;
}

export async function deleteEmailChangesOf(db: Db, userId: number): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** Whether an account other than `userId` has this email (in any letter case). */
export async function emailUsedByAnother(db: Db, email: string, userId: number): Promise<boolean> {
  const found = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.userId, userId)))
    .limit(1);
  return found.length > 0;
}
