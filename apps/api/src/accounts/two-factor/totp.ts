import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Shelfmark';
/** What authenticator apps expect: SHA-1, six digits, 30 seconds (RFC 6238's defaults). */
const PERIOD = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clocks drift). */
const WINDOW = 1;

const totpOf = (secret: string, username: string) =>
  new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD });

/** A new secret (160 bits, as RFC 4226 recommends), its otpauth:// URI and the URI as a QR code (SVG). */
export async function newTotpSecret(username: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** The time step a six-digit code belongs to (within the window around `now`), or null when it is no code of this secret. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** A code as typed, spaces and dashes dropped: six digits are an app's code, anything else a recovery code. */
export const normalizeCode = (typed: string) => typed.replace(/[\s-]/g, '').toLowerCase();
export const isTotpCode = (normalized: string) => new RegExp(`^\\d{${DIGITS}}$`).test(normalized);

/** No 0/o, 1/l/i: read off paper without doubt. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 16;

/** A recovery code, `xxxx-xxxx-xxxx-xxxx`: 16 characters of 31, 79 bits. */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/**
 * What is stored of a recovery code: SHA-256 of its normalized form. The codes are random and
 * long enough that a fast hash cannot be reversed, and unlike the TOTP secret it does not
 * depend on the session secret: after JWT_SECRET changes, recovery codes still sign in.
 */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('hex');
