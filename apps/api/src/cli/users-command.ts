import { RoleSchema } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { findCredentials, updateRole } from '../accounts/users.repository';
import { removeTwoFactor } from '../accounts/two-factor/two-factor.repository';

export const USERS_USAGE = `Usage: npm run users -- set-role <username> <admin|librarian|user>
       npm run users -- remove-two-factor <username>

Changes a user's role, or removes their second factor (for someone who lost both their
authenticator app and their recovery codes, the only admin included). With the embedded
database, stop the server first.`;

export interface CommandResult {
  code: number;
  message: string;
}

async function removeSecondFactor(db: Db, username: string): Promise<CommandResult> {
  const account = await findCredentials(db, username);
  if (!account) return { code: 1, message: `No user named ${username}.` };
  if (!(await removeTwoFactor(db, account.userId))) return { code: 0, message: `${username} has no second factor.` };
  return { code: 0, message: `${username}'s second factor is removed: they sign in with their password alone, and may set two-factor sign-in up again.` };
}

export async function runUsersCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, username, role] = args;
  if (command === 'remove-two-factor' && username && args.length === 2) return removeSecondFactor(db, username);
  const parsedRole = RoleSchema.safeParse(role);
  if (command !== 'set-role' || !username || !parsedRole.success || args.length !== 3) return { code: 2, message: USERS_USAGE };
  if (!(await updateRole(db, username, parsedRole.data))) return { code: 1, message: `No user named ${username}.` };
  return { code: 0, message: `${username} is now ${parsedRole.data}. It applies to their next request, on every instance.` };
}
