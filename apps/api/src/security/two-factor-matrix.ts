import { Secret, TOTP } from 'otpauth';
import { TEST_PASSWORD } from '../accounts/testing/accounts';
import { removeTwoFactor, storePendingSecret } from '../accounts/two-factor/two-factor.repository';
import type { MatrixRow } from './matrix-row';
import type { World } from './world';

/** A fixed secret the rows set up, so a row can compute a good code whoever the caller is. */
const KNOWN_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Every caller's account back to a secret set up and not confirmed (none is asked for a code at sign-in). */
async function pendingForEveryone(world: World): Promise<void> {
  const db = world.app.database.db;
  for (const account of Object.values(world.accounts)) {
    await removeTwoFactor(db, account.userId);
    await storePendingSecret(db, account.userId, world.app.twoFactorSecrets.seal(KNOWN_SECRET));
  }
}

/**
 * Two-factor sign-in: the caller's own (never a token's: session only), and the admin's removal
 * of anyone's. The confirm row turns it on for the callers it lets through; the next row, turning
 * it off, is let through for the same callers, so no account is left asking for a code.
 */
export const TWO_FACTOR_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/two-factor', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/two-factor' }) },
  { method: 'POST', route: '/api/v1/two-factor/setup', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/two-factor/setup' }) },
  {
    method: 'POST',
    route: '/api/v1/two-factor/confirm',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'a good code for the secret set up',
    request: async ({ world }) => {
      await pendingForEveryone(world);
      return { url: '/api/v1/two-factor/confirm', payload: { code: TOTP.generate({ secret: Secret.fromBase32(KNOWN_SECRET) }) } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/v1/two-factor',
    access: { kind: 'signed-in' },
    success: 204,
    scenario: 'the current password',
    request: () => ({ url: '/api/v1/two-factor', payload: { password: TEST_PASSWORD } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/users/:id/two-factor',
    access: { kind: 'roles', roles: ['admin'] },
    success: 204,
    scenario: 'a user’s second factor set up',
    request: async ({ world }) => {
      const target = world.accounts.other.userId;
      await storePendingSecret(world.app.database.db, target, world.app.twoFactorSecrets.seal(KNOWN_SECRET));
      return { url: `/api/v1/admin/users/${target}/two-factor` };
    },
  },
];
