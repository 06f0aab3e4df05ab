import { z } from 'zod';
import { EmailSchema, UsernameSchema } from '../validation/user-fields';
import { IdSchema } from './ids';

export const RoleSchema = z.enum(['admin', 'librarian', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  userID: IdSchema,
  username: UsernameSchema,
  email: EmailSchema,
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Result of POST /sessions and POST /users. */
export const TokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/**
 * The session token is a JWT whose payload holds the user id first and the role second,
 * then the usual issued-at and expiry times in seconds.
 */
export const SessionTokenPayloadSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  role: RoleSchema,
  iat: z.number().int(),
  exp: z.number().int(),
});
export type SessionTokenPayload = z.infer<typeof SessionTokenPayloadSchema>;


/** Result of GET /users/passwordreset/{token}: whether the reset token is valid. */
export const ResetTokenValiditySchema = z.boolean();

/** Result of GET /users/verification: false when the stored token is no longer valid. */
export const SessionVerificationSchema = z.boolean();
