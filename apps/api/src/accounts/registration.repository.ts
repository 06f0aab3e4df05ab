import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES, type Invitation, type RegistrationMode, RegistrationModeSchema } from '@shelfmark/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { instanceSettings, invitations, users } from '../db/schema';
import { invalid } from '../errors';

const MODE_SETTING = 'registration';

/** The registration mode the admin chose, or REGISTRATION's until they have. */
export async function registrationMode(db: Db, fallback: RegistrationMode): Promise<RegistrationMode> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.name, MODE_SETTING));
  const chosen = RegistrationModeSchema.safeParse(row?.value);
  return chosen.success ? chosen.data : fallback;
}

export async function setRegistrationMode(db: Db, mode: RegistrationMode): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ name: MODE_SETTING, value: mode })
    .onConflictDoUpdate({ target: instanceSettings.name, set: { value: mode, updatedAt: sql`now()` } });
}

/** Whether the installation has an admin: without one, the next account registers whatever the mode, and becomes it. */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ userId: users.userId }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const columns = {
  invitationId: invitations.invitationId,
  created: invitations.created,
  createdBy: users.username,
  expiresAt: invitations.expiresAt,
  maxUses: invitations.maxUses,
  uses: invitations.uses,
  revokedAt: invitations.revokedAt,
};
type InvitationRow = { invitationId: number; created: Date; createdBy: string | null; expiresAt: Date; maxUses: number; uses: number; revokedAt: Date | null };

function stateOf(row: Pick<InvitationRow, 'revokedAt' | 'uses' | 'maxUses' | 'expiresAt'>, now: Date): Invitation['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.uses >= row.maxUses) return 'used up';
  if (row.expiresAt <= now) return 'expired';
  return 'active';
}

const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  invitationID: row.invitationId,
  created: row.created.toISOString(),
  createdBy: row.createdBy,
  expiresAt: row.expiresAt.toISOString(),
  maxUses: row.maxUses,
  uses: row.uses,
  state: stateOf(row, now),
});

/** Invitations not revoked, newest first (used up and expired ones too, so the admin sees what became of them). */
export async function listInvitations(db: Db, now = new Date()): Promise<Invitation[]> {
  const rows = await db
    .select(columns)
    .from(invitations)
    .leftJoin(users, eq(users.userId, invitations.createdBy))
    .where(isNull(invitations.revokedAt))
    .orderBy(desc(invitations.invitationId))
    .limit(200);
  return rows.map((row) => toInvitation(row, now));
}

/** A new invitation and its code, which only this answer carries (the table keeps its hash). */
export async function createInvitation(
  db: Db,
  createdBy: number,
  { days, maxUses }: { days: number; maxUses: number },
): Promise<{ invitation: Invitation; code: string }> {
  const code = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(invitations)
    .values({ codeHash: hashCode(code), createdBy, maxUses, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning({ invitationId: invitations.invitationId });
  if (!row) throw new Error('invitation not saved');
  const [saved] = await db.select(columns).from(invitations).leftJoin(users, eq(users.userId, invitations.createdBy)).where(eq(invitations.invitationId, row.invitationId));
  if (!saved) throw new Error('invitation not saved');
  return { invitation: toInvitation(saved, new Date()), code };
}

/** True when there was such an invitation not yet revoked. */
export async function revokeInvitation(db: Db, invitationId: number): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.invitationId, invitationId), isNull(invitations.revokedAt)))
    .returning({ invitationId: invitations.invitationId });
  return revoked.length > 0;
}

/**
 * Counts one use of the invitation, in the registration's transaction (an account not created
 * gives the use back). A 400 naming why when it cannot be used: forged, revoked, expired or used up.
 */
export async function useInvitation(db: Db, code: string): Promise<void> {
  if (!CODE_PATTERN.test(code)) throw invalid(ADMIN_MESSAGES.invitationInvalid);
  const codeHash = hashCode(code);
  const [used] = await db
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(and(eq(invitations.codeHash, codeHash), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`), lt(invitations.uses, invitations.maxUses)))
    .returning({ invitationId: invitations.invitationId });
  if (used) return;
  const [found] = await db
    .select({ revokedAt: invitations.revokedAt, uses: invitations.uses, maxUses: invitations.maxUses, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(eq(invitations.codeHash, codeHash));
  if (!found) throw invalid(ADMIN_MESSAGES.invitationInvalid);
  const state = stateOf(found, new Date());
  throw invalid(
    state === 'revoked' ? ADMIN_MESSAGES.invitationRevoked : state === 'used up' ? ADMIN_MESSAGES.invitationUsedUp : ADMIN_MESSAGES.invitationExpired,
  );
}
