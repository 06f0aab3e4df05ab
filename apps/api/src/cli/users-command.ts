import { RoleSchema } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { updateRole } from '../accounts/users.repository';

export const USERS_USAGE = `Usage: npm run users -- set-role <username> <admin|librarian|user>

Changes a user's role. With the embedded database, stop the server first.`;

export interface CommandResult {
  code: number;
  message: string;
}

export async function runUsersCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, username, role] = args;
  const parsedRole = RoleSchema.safeParse(role);
  if (command !== 'set-role' || !username || !parsedRole.success || args.length !== 3) return { code: 2, message: USERS_USAGE };
  if (!(await updateRole(db, username, parsedRole.data))) return { code: 1, message: `No user named ${username}.` };
  return { code: 0, message: `${username} is now ${parsedRole.data}. They get the new role when they next sign in.` };
}
