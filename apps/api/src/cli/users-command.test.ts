import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRole } from '../auth/roles';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { runUsersCommand } from './users-command';

describe('npm run users', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  it('sets a role by username', async () => {
    const account = await createAccount(server.app, 'user', 'lu_librarian');
    const result = await runUsersCommand(server.app.database.db, ['set-role', 'LU_librarian', 'librarian']);
    expect(result).toEqual({ code: 0, message: 'LU_librarian is now librarian. They get the new role when they next sign in.' });
    await expect(findRole(server.app.database.db, account.userId)).resolves.toBe('librarian');
  });

  it('says when there is no such user', async () => {
    await expect(runUsersCommand(server.app.database.db, ['set-role', 'nobody', 'admin'])).resolves.toEqual({
      code: 1,
      message: 'No user named nobody.',
    });
  });

  it.each([[['set-role', 'x', 'owner']], [['set-role', 'x']], [['promote', 'x', 'admin']], [['set-role', 'x', 'admin', 'extra']]])(
    'prints the usage for %j',
    async (args) => {
      const result = await runUsersCommand(server.app.database.db, args);
      expect(result.code).toBe(2);
      expect(result.message).toMatch(/^Usage: npm run users -- set-role <username> <admin\|librarian\|user>/);
    },
  );
});
