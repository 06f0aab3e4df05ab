import type { Role } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { hashPassword } from '../passwords';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface Account {
  userId: number;
  username: string;
  email: string;
  role: Role;
  token: string;
  headers: { authorization: string };
}

let passwordHash: Promise<string> | undefined;
let counter = 0;

/** An account straight in the database (hashing once per test file), with a session token. */
export async function createAccount(app: FastifyInstance, role: Role = 'user', username?: string): Promise<Account> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const name = username ?? `${role}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const email = `${name.toLowerCase()}@example.com`;
  const [row] = await app.database.db
    .insert(users)
    .values({ username: name, email, role, passwordHash: await passwordHash })
    .returning({ userId: users.userId });
  if (!row) throw new Error('account not created');
  const token = await app.sessionTokens.sign({ userId: row.userId, role });
  return { userId: row.userId, username: name, email, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** The usual cast of a permission test. */
export async function createCast(app: FastifyInstance) {
  const [admin, librarian, owner, other] = await Promise.all([
    createAccount(app, 'admin'),
    createAccount(app, 'librarian'),
    createAccount(app, 'user'),
    createAccount(app, 'user'),
  ]);
  return { admin, librarian, owner, other };
}
