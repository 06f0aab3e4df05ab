import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { twoFactor, twoFactorRecoveryCodes } from '../../db/schema';

export interface StoredTwoFactor {
  /** The secret as stored (sealed). */
  secret: string;
  confirmed: boolean;
}

export async function findTwoFactor(db: Db, userId: number): Promise<StoredTwoFactor | null> {
  const [row] = await db.select({ secret: twoFactor.secret, confirmedAt: twoFactor.confirmedAt }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ? { secret: row.secret, confirmed: row.confirmedAt !== null } : null;
}

/** Keeps a new, unconfirmed secret for the user (replacing one set up before); false when two-factor sign-in is on already. */
export async function storePendingSecret(db: Db, userId: number, secret: string): Promise<boolean> {
  const stored = await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, created: sql`now()`, lastStep: null }, setWhere: isNull(twoFactor.confirmedAt) })
    .returning({ userId: twoFactor.userId });
  return stored.length > 0;
}

const laterThanLast = (step: number) => or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step));

/** Turns the pending secret on, its first code's step taken, with the recovery codes' hashes; false when there was none pending. */
export async function confirmTwoFactor(db: Db, userId: number, step: number, codeHashes: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(twoFactor)
      .set({ confirmedAt: sql`now()`, lastStep: step })
      .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.confirmedAt)))
      .returning({ userId: twoFactor.userId });
    if (confirmed.length === 0) return false;
    await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/**
 * Takes a code's time step: true when it is later than the last one taken, so a code (or an
 * older one) is accepted once, even when two requests bring it at the same moment.
 */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.confirmedAt), laterThanLast(step)))
    .returning({ userId: twoFactor.userId });
  return taken.length > 0;
}

/** Uses up a recovery code; false when it is not one of the user's unused codes. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Removes the user's second factor (set up or on) and its recovery codes; false when there was none. */
export async function removeTwoFactor(db: Db, userId: number): Promise<boolean> {
  const removed = await db.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ userId: twoFactor.userId });
  return removed.length > 0;
}
