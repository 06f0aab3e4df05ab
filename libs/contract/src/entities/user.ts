import { z } from 'zod';
import { EmailSchema, UsernameSchema } from '../validation/user-fields';
import { IdSchema } from './ids';
import { ROLE_VALUES, type SessionTokenPayload, USER_ID_PATTERN } from './session-token';

export * from './session-token';

export const RoleSchema = z.enum(ROLE_VALUES);

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

/** The server's check of a token's payload; the browser reads it with readSessionTokenPayload. */
export const SessionTokenPayloadSchema = z.object({
  sub: z.string().regex(USER_ID_PATTERN),
  role: RoleSchema,
  iat: z.number().int(),
  exp: z.number().int(),
}) satisfies z.ZodType<SessionTokenPayload>;

/** Result of GET /users/passwordreset/{token}: whether the reset token is valid. */
export const ResetTokenValiditySchema = z.boolean();

/** Result of GET /users/verification: false when the stored token is no longer valid. */
export const SessionVerificationSchema = z.boolean();
