import { type AdminUser, ADMIN_USERS_PAGE_SIZE, type Role } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { accessTokens, integrations, sessions, shelfTotals, twoFactor, users } from '../db/schema';

interface AdminUserRow {
  user_id: number;
  username: string;
  email: string;
  role: Role;
  created_at: Date | string;
  last_seen: Date | string | null;
  items: number;
  disabled: boolean;
  two_factor: boolean;
  access_tokens: number;
  integrations: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  userID: row.user_id,
  username: row.username,
  email: row.email,
  role: row.role,
  created: iso(row.created_at),
  lastSeen: row.last_seen === null ? null : iso(row.last_seen),
  itemsOnShelf: Number(row.items),
  disabled: row.disabled,
  twoFactor: row.two_factor,
  accessTokens: Number(row.access_tokens),
  integrations: Number(row.integrations),
});

/** What the admin screen shows of each account, one row per user. */
const adminUserColumns = sql`${users.userId} as user_id, ${users.username} as username, ${users.email} as email, ${users.role} as role,
  ${users.createdAt} as created_at,
  (select max(${sessions.lastSeen}) from ${sessions} where ${sessions.userId} = ${users.userId}) as last_seen,
  coalesce((select sum(${shelfTotals.total}) from ${shelfTotals} where ${shelfTotals.userId} = ${users.userId}), 0)::int as items,
  ${users.disabledAt} is not null as disabled,
  exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${users.userId} and ${twoFactor.confirmedAt} is not null) as two_factor,
  (select count(*) from ${accessTokens} where ${accessTokens.userId} = ${users.userId} and ${accessTokens.revokedAt} is null
    and (${accessTokens.expiresAt} is null or ${accessTokens.expiresAt} >= current_date))::int as access_tokens,
  (select count(*) from ${integrations} where ${integrations.userId} = ${users.userId})::int as integrations`;

function matching(q: string | undefined) {
  if (!q) return sql`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern})`;
}

/** One page of accounts by username, matching q in the username or the email. */
export async function listAdminUsers(db: Db, q: string | undefined, page: number): Promise<{ users: AdminUser[]; total: number }> {
  const where = matching(q);
  const rows = await queryRows<AdminUserRow>(
    db,
    sql`select ${adminUserColumns} from ${users} where ${where}
      order by lower(${users.username})
      limit ${ADMIN_USERS_PAGE_SIZE} offset ${(page - 1) * ADMIN_USERS_PAGE_SIZE}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${users} where ${where}`);
  return { users: rows.map(toAdminUser), total: count?.n ?? 0 };
}

export async function findAdminUser(db: Db, userId: number): Promise<AdminUser | null> {
  const [row] = await queryRows<AdminUserRow>(db, sql`select ${adminUserColumns} from ${users} where ${users.userId} = ${userId}`);
  return row ? toAdminUser(row) : null;
}

/** The admins able to sign in, locked until the transaction ends so two changes cannot both remove the last. */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select ${users.userId} as user_id from ${users} where ${users.role} = 'admin' and ${users.disabledAt} is null for update`,
  );
  return rows.map((row) => row.user_id);
}

/** Applies a role and/or disabled change; the transaction's id when the row changed (for settle), null when there is no such user. */
export async function changeUser(db: Db, userId: number, change: { role?: Role | undefined; disabled?: boolean | undefined }): Promise<string | null> {
  const set = [
    change.role === undefined ? null : sql`role = ${change.role}`,
    // Disabling an account already disabled keeps the first date.
    change.disabled === undefined ? null : change.disabled ? sql`disabled_at = coalesce(disabled_at, now())` : sql`disabled_at = null`,
  ].filter((part) => part !== null);
  const [row] = await queryRows<{ txid: string }>(
    db,
    sql`update ${users} set ${sql.join(set, sql`, `)} where ${users.userId} = ${userId} returning txid_current()::text as txid`,
  );
  return row?.txid ?? null;
}
