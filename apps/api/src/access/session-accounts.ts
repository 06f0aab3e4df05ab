import type { Role } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { findRole } from '../auth/roles';
import type { SignedSession } from '../auth/session-tokens';
import { openSessionRole, recordSessionSeen, type SeenFrom } from './sessions.repository';
import { createHeardCache, type HeardCache } from './token-cache';

interface KnownSession {
  /** The account's current role while the session is open; null when it was ended or the account is gone or disabled. */
  role: Role | null;
  /** When this instance last recorded the session's use (ms), 0 for never. */
  seenAt: number;
}

export type SessionCache = HeardCache<string, KnownSession>;

export const createSessionCache = (): SessionCache => createHeardCache();

/** How often one instance records a session's use (the update also skips a use recorded by another within the minute). */
const RECORD_SEEN_MS = 60_000;

/**
 * The account a session token acts for, as the database has it now: its current role, or null
 * when its session was ended or the account is gone or disabled. A token carries the role it was signed
 * with, which a demotion does not change. Read once and kept in this instance's cache, which
 * every instance clears when a session is ended, a role changes or an account is disabled or
 * deleted (the triggers of migrations 0018, 0025 and 0028, heard by token-invalidation.ts). Tokens signed before
 * sessions were kept name none: they act for their account until they expire.
 */
export function createSessionLookUp(db: Db, cache: SessionCache, onError: (error: unknown) => void) {
  return async (signed: SignedSession, from: SeenFrom): Promise<Role | null> => {
    const key = signed.sessionId ?? `user ${signed.userId}`;
    let known = cache.get(key);
    if (!known) {
      const mark = cache.mark();
      const role = signed.sessionId ? await openSessionRole(db, signed.sessionId, signed.userId) : await findRole(db, signed.userId);
      known = { role, seenAt: 0 };
      cache.set(key, known, mark);
    }
    const now = Date.now();
    if (signed.sessionId && known.role && now - known.seenAt >= RECORD_SEEN_MS) {
      known.seenAt = now;
      recordSessionSeen(db, signed.sessionId, from).catch(onError);
    }
    return known.role;
  };
}
