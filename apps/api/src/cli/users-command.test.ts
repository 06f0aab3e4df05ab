import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRole } from '../auth/roles';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { storePendingSecret } from '../accounts/two-factor/two-factor.repository';
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
    expect(result).toEqual({ code: 0, message: 'LU_librarian is now librarian. It applies to their next request, on every instance.' });
    await expect(findRole(server.app.database.db, account.userId)).resolves.toBe('librarian');
  });

  it('says when there is no such user', async () => {
    await expect(runUsersCommand(server.app.database.db, ['set-role', 'nobody', 'admin'])).resolves.toEqual({
      code: 1,
      message: 'No user named nobody.',
    });
  });

  it('removes a user’s second factor by username', async () => {
    const account = await createAccount(server.app, 'admin', 'only_admin');
    await storePendingSecret(server.app.database.db, account.userId, server.app.twoFactorSecrets.seal('JBSWY3DPEHPK3PXP'));
    await expect(runUsersCommand(server.app.database.db, ['remove-two-factor', 'Only_Admin'])).resolves.toEqual({
      code: 0,
      message: "Only_Admin's second factor is removed: they sign in with their password alone, and may set two-factor sign-in up again.",
    });
    await expect(runUsersCommand(server.app.database.db, ['remove-two-factor', 'only_admin'])).resolves.toEqual({ code: 0, message: 'only_admin has no second factor.' });
    await expect(runUsersCommand(server.app.database.db, ['remove-two-factor', 'nobody'])).resolves.toEqual({ code: 1, message: 'No user named nobody.' });
    expect((await runUsersCommand(server.app.database.db, ['remove-two-factor'])).code).toBe(2);
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
