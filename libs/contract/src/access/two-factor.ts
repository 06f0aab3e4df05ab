import { z } from 'zod';
import { PasswordSchema } from '../validation/user-fields';
import { SignInSchema } from '../validation/auth-payloads';

/** How many recovery codes confirming two-factor sign-in answers (each usable once). */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  /** Sign-in: the password was right and the account asks for a second factor. */
  codeRequired: 'Enter the code from your authenticator app',
  wrongCode: 'Wrong code, try again',
  invalidCode: 'Enter the 6-digit code or a recovery code',
  alreadyOn: 'Two-factor sign-in is already on: turn it off first to set it up again',
  notSetUp: 'Set up two-factor sign-in first',
  notOn: 'Two-factor sign-in is not on',
  wrongPassword: 'Wrong password',
} as const;

/** A code as typed: six digits from the app, or a recovery code; spaces and dashes are ignored. */
export const TwoFactorCodeSchema = z.string().trim().min(1, TWO_FACTOR_MESSAGES.invalidCode).max(64, TWO_FACTOR_MESSAGES.invalidCode);

/** Body of POST /sessions: the spec's username and password, and the code when the account asks for one. */
export const SessionRequestSchema = SignInSchema.extend({ code: TwoFactorCodeSchema.optional() });
export type SessionRequest = z.infer<typeof SessionRequestSchema>;

/**
 * POST /sessions's 401. `secondFactor: 'required'` says the password was right and a code (or
 * a wrong one) is what is missing: the sign-in screen then asks for it.
 */
export const SignInRefusalSchema = z.object({ message: z.string(), secondFactor: z.literal('required').optional() });
export type SignInRefusal = z.infer<typeof SignInRefusalSchema>;

/** Answer of POST /two-factor/setup: not active until confirmed with a code. */
export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… as the QR code holds it. */
  uri: z.string(),
  /** The QR code of `uri`, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorCodeBodySchema = z.object({ code: TwoFactorCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBodySchema>;

/** Answer of POST /two-factor/confirm: the recovery codes, shown this once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Body of DELETE /two-factor: the current password. */
export const TwoFactorOffSchema = z.object({ password: PasswordSchema });
export type TwoFactorOff = z.infer<typeof TwoFactorOffSchema>;

/** Answer of GET /two-factor. */
export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().nonnegative() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
