import type { Role } from '@shelfmark/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { userIdentities, users } from '../../db/schema';

export interface Identity {
  issuer: string;
  subject: string;
}

/** The account an identity is linked to, with its role and whether an admin disabled it; null when none is. */
export async function findLinkedUser(db: Db, { issuer, subject }: Identity): Promise<{ userId: number; role: Role; disabled: boolean } | null> {
  const [found] = await db
    .select({ userId: users.userId, role: users.role, disabled: sql<boolean>`${users.disabledAt} is not null` })
    .from(userIdentities)
    .innerJoin(users, eq(users.userId, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return found ?? null;
}

/** The subject the account is linked to at this issuer; null when none. */
export async function linkedSubject(db: Db, userId: number, issuer: string): Promise<string | null> {
  const [found] = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)));
  return found?.subject ?? null;
}

/** Links the identity to the account; false when it, or another identity at the same issuer for the account, is linked already. */
export async function linkIdentity(db: Db, identity: Identity, userId: number): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values({ ...identity, userId })
    .onConflictDoNothing()
    .returning({ userId: userIdentities.userId });
  return inserted.length > 0;
}

/** Sets the role a provider's claim gives; the role changed only when it differs (the triggers of migration 0018 tell every instance). */
export async function applyRole(db: Db, userId: number, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role })
    .where(and(eq(users.userId, userId), ne(users.role, role)));
}
