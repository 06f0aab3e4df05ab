// The session token's payload, read without zod: the browser decodes the stored token before
// anything else, on the first screen (docs/adr/0019-first-screen.md). user.ts builds
// SessionTokenPayloadSchema, the server's check, from the same values; a test holds the two equal.

export const ROLE_VALUES = ['admin', 'librarian', 'user'] as const;
export type Role = (typeof ROLE_VALUES)[number];

/**
 * The session token is a JWT whose payload holds the user id first and the role second,
 * then the usual issued-at and expiry times in seconds.
 */
export interface SessionTokenPayload {
  sub: string;
  role: Role;
  iat: number;
  exp: number;
}

/** A positive user id, as a string of digits without leading zeros. */
export const USER_ID_PATTERN = /^[1-9]\d*$/;

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The payload's four fields when it has the token's shape, else null. */
export function readSessionTokenPayload(value: unknown): SessionTokenPayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { sub, role, iat, exp } = value as Record<string, unknown>;
  if (typeof sub !== 'string' || !USER_ID_PATTERN.test(sub)) return null;
  if (!(ROLE_VALUES as readonly unknown[]).includes(role)) return null;
  if (!isWholeNumber(iat) || !isWholeNumber(exp)) return null;
  return { sub, role: role as Role, iat, exp };
}
