import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/db';
import { passwordResets } from '../db/schema';

export async function insertReset(db: Db, reset: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

const usable = (tokenHash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

export async function isUsable(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const [found] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable(tokenHash, now));
  return found !== undefined;
}

/** Marks the token used and returns its user, in one statement so it works once only. */
export async function consumeReset(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResets.userId });
  return used?.userId ?? null;
}

/** After a reset, older links of the same user stop working too. */
export async function deleteResetsOf(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
