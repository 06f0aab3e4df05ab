import { createHash, randomBytes } from 'node:crypto';
import { createAccount, TEST_PASSWORD } from '../accounts/testing/accounts';
import { emailChanges } from '../db/schema';
import type { MatrixRow } from './matrix-row';
import type { World } from './world';

/** A usable link confirming a new email for a fresh account (the link is the credential, whoever opens it). */
async function newEmailChangeToken(world: World): Promise<string> {
  const account = await world.newAccount();
  const token = randomBytes(32).toString('base64url');
  await world.app.database.db.insert(emailChanges).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId: account.userId,
    newEmail: `${world.uniqueName('moved_')}@example.com`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/**
 * Your account (issue 33): the caller's own password, email and account, session only (any
 * personal token is refused); deleting another account is the admin's alone.
 */
export const ACCOUNT_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/v1/account/password',
    access: { kind: 'signed-in' },
    success: 204,
    scenario: 'the caller’s own password, set to the same one so later rows still sign in',
    request: () => ({ url: '/api/v1/account/password', payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
  },
  { method: 'GET', route: '/api/v1/account/language', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own language', request: () => ({ url: '/api/v1/account/language' }) },
  {
    method: 'PUT',
    route: '/api/v1/account/language',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own language',
    request: () => ({ url: '/api/v1/account/language', payload: { language: 'ja' } }),
  },
  { method: 'GET', route: '/api/v1/account/email', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own email', request: () => ({ url: '/api/v1/account/email' }) },
  {
    method: 'POST',
    route: '/api/v1/account/email',
    access: { kind: 'signed-in' },
    success: 202,
    scenario: 'the caller’s own email',
    request: ({ world }) => ({ url: '/api/v1/account/email', payload: { email: `${world.uniqueName('new_')}@example.com`, password: TEST_PASSWORD } }),
  },
  {
    method: 'POST',
    route: '/api/v1/account/email/confirm',
    access: { kind: 'public' },
    success: 204,
    scenario: 'the link mailed to the new address',
    request: async ({ world }) => ({ url: '/api/v1/account/email/confirm', payload: { token: await newEmailChangeToken(world) } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/account',
    access: { kind: 'signed-in' },
    success: 204,
    scenario: 'the caller’s own account (a new one of the same role stands in, so the cast lives on)',
    request: async ({ world, caller }) => {
      const call = { url: '/api/v1/account', payload: { password: TEST_PASSWORD } };
      if (caller === undefined || !(caller in world.accounts)) return call;
      const role = world.accounts[caller as keyof World['accounts']].role;
      return { ...call, headers: (await createAccount(world.app, role)).headers };
    },
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/users/:id',
    access: { kind: 'roles', roles: ['admin'] },
    success: 204,
    scenario: 'another user’s account',
    request: async ({ world }) => ({ url: `/api/v1/admin/users/${(await world.newAccount()).userId}` }),
  },
];
