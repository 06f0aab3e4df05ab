import { randomBytes } from 'node:crypto';
import type { Role } from '@shelfmark/contract';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { sessions, users } from '../db/schema';

/** Where a browser signed in from: its User-Agent header and address. */
export interface SeenFrom {
  userAgent: string | null;
  address: string | null;
}

export const seenFrom = (request: FastifyRequest): SeenFrom => ({ userAgent: request.headers['user-agent'] ?? null, address: request.ip });

const USER_AGENT_MAX_LENGTH = 400;
const trimmed = ({ userAgent, address }: SeenFrom): SeenFrom => ({ userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null, address });

/** 128 random bits: 22 base64url characters (SESSION_ID_PATTERN). */
export const newSessionId = () => randomBytes(16).toString('base64url');

export async function openSession(db: Db, userId: number, from: SeenFrom): Promise<string> {
  const sessionId = newSessionId();
  await db.insert(sessions).values({ sessionId, userId, ...trimmed(from) });
  return sessionId;
}

/** The account's current role while the session is open, else null (ended, or the account is gone or disabled). */
export async function openSessionRole(db: Db, sessionId: string, userId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.sessionId, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt), isNull(users.disabledAt)));
  return row?.role ?? null;
}

/** Notes that the session was used now; skipped when another instance did within the minute. */
export async function recordSessionSeen(db: Db, sessionId: string, from: SeenFrom): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeen: sql`now()`, ...trimmed(from) })
    .where(and(eq(sessions.sessionId, sessionId), sql`${sessions.lastSeen} < now() - interval '1 minute'`));
}

export async function listOpenSessions(db: Db, userId: number) {
  return db
    .select({ sessionId: sessions.sessionId, created: sessions.created, lastSeen: sessions.lastSeen, userAgent: sessions.userAgent, address: sessions.address })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.lastSeen));
}

const txid = sql<string>`txid_current()::text`;

/** Ends one of the user's open sessions; the changing transaction's id (for settle), or null when it is not theirs or not open. */
export async function endSession(db: Db, userId: number, sessionId: string): Promise<string | null> {
  const [ended] = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.sessionId, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ txid });
  return ended?.txid ?? null;
}

/** Ends every open session of the user but `keep` (null: all of them). */
export async function endSessions(db: Db, userId: number, keep: string | null): Promise<{ ended: number; txid: string | null }> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.sessionId, keep) : undefined))
    .returning({ txid });
  return { ended: rows.length, txid: rows[0]?.txid ?? null };
}
