import type { Role } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { findRole } from '../auth/roles';
import { createHeardCache, type HeardCache } from './token-cache';

export type AccountCache = HeardCache<number, Role | null>;

export const createAccountCache = (): AccountCache => createHeardCache();

/**
 * The account a session token names as the database has it now: its current role, or null
 * when the account is gone. A token carries the role it was signed with, which a demotion does
 * not change. Read once and kept in this instance's cache, which every instance clears when any
 * role changes or an account is deleted (the users trigger of migration 0018, heard by
 * token-invalidation.ts).
 */
export function createAccountLookUp(db: Db, cache: AccountCache) {
  return async (userId: number): Promise<Role | null> => {
    const known = cache.get(userId);
    if (known !== undefined) return known;
    const mark = cache.mark();
    const role = await findRole(db, userId);
    cache.set(userId, role, mark);
    return role;
  };
}
