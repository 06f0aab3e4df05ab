import type { User } from '@shelfmark/contract';
import { FIXTURE_PASSWORD, VALID_RESET_TOKEN, users } from './fixtures/users';

export interface MockAccount extends User {
  password: string;
}

export interface MockDb {
  accounts: MockAccount[];
  /** Password-reset token to the userID it was issued for. */
  resetTokens: Map<string, number>;
}

function seed(): MockDb {
  return {
    accounts: Object.values(users).map((user) => ({ ...user, password: FIXTURE_PASSWORD })),
    resetTokens: new Map([[VALID_RESET_TOKEN, users.reader.userID]]),
  };
}

/** The state the handlers read and change; reset it between tests. */
export const mockDb: MockDb = seed();

export function resetMockDb(): void {
  Object.assign(mockDb, seed());
}
