import type { Role, User } from '@shelfmark/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { users } from '../db/schema';

export interface UserCredentials {
  userId: number;
  role: Role;
  passwordHash: string;
  disabled: boolean;
}

const sameName = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/**
 * Creates an account. Without a role, the first account of an installation that has no admin
 * becomes the admin (so the demo user of `npm run seed` does not take that place). Null when
 * the username is taken (in any letter case).
 */
export async function insertUser(
  db: Db,
  account: { username: string; email: string; passwordHash: string },
  role?: Role,
): Promise<{ userId: number; role: Role } | null> {
  const firstAdmin = sql`(case when exists (select 1 from ${users} where ${users.role} = 'admin') then 'user' else 'admin' end)`;
  const [created] = await db
    .insert(users)
    .values({ ...account, role: role ?? firstAdmin })
    .onConflictDoNothing()
    .returning({ userId: users.userId, role: users.role });
  return created ?? null;
}

export async function findCredentials(db: Db, username: string): Promise<UserCredentials | null> {
  const [found] = await db
    .select({ userId: users.userId, role: users.role, passwordHash: users.passwordHash, disabled: sql<boolean>`${users.disabledAt} is not null` })
    .from(users)
    .where(sameName(username));
  return found ?? null;
}

export async function findUser(db: Db, userId: number): Promise<User | null> {
  const [found] = await db
    .select({ userID: users.userId, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.userId, userId));
  return found ?? null;
}

export async function findByEmail(db: Db, email: string): Promise<{ userId: number; username: string; email: string }[]> {
  return db
    .select({ userId: users.userId, username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.email);
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.userId, userId));
}

/** True when the user exists. */
export async function updateRole(db: Db, username: string, role: Role): Promise<boolean> {
  const updated = await db.update(users).set({ role }).where(sameName(username)).returning({ userId: users.userId });
  return updated.length > 0;
}
