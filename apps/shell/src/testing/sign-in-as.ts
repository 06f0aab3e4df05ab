import { setToken } from '@shelfmark/session';
import { makeToken, users } from '@shelfmark/testing';

/** Stores a token for one of the fixture accounts, as a previous sign-in would have. */
export function signInAs(user: keyof typeof users): void {
  const { userID, role } = users[user];
  setToken(makeToken({ userId: userID, role }));
}
