import type { Db } from '../../db/db';
import type { SecretBox } from './secret-box';
import { isTotpCode, normalizeCode, recoveryCodeHash, totpStep } from './totp';
import { type StoredTwoFactor, takeStep, spendRecoveryCode } from './two-factor.repository';

/**
 * Whether a code typed at sign-in is good for the account's second factor: a six-digit code of
 * the app not taken before (its time step later than the last one taken), or an unused recovery
 * code, which is then used up.
 */
export async function acceptSignInCode(db: Db, box: SecretBox, userId: number, stored: StoredTwoFactor, typed: string): Promise<boolean> {
  const code = normalizeCode(typed);
  if (!isTotpCode(code)) return spendRecoveryCode(db, userId, recoveryCodeHash(code));
  // A secret sealed under another session secret (JWT_SECRET changed) opens to nothing: recovery codes still work.
  const secret = box.open(stored.secret);
  const step = secret === null ? null : totpStep(secret, code);
  return step !== null && takeStep(db, userId, step);
}
