import { MESSAGES } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { unauthorized } from '../errors';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { findCredentials, type UserCredentials } from './users.repository';

/**
 * The account a username and password prove, else a 401 with the spec's sign-in message; an
 * unknown username takes the time of a wrong password, so the answer tells nobody it exists.
 */
export async function provenAccount(db: Db, username: string, password: string): Promise<UserCredentials> {
  const account = await findCredentials(db, username);
  const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstNothing(password);
  if (!account || !valid) throw unauthorized(MESSAGES.loginFailed);
  return account;
}
