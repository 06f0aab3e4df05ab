import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';

/**
 * What a personal access token may do. read: every GET of /api/v1 the owner may make; write:
 * shelf changes (every other method); sync: KOReader's progress sync and nothing else (made by
 * the KOReader integration as its sync key, ADR 0031).
 */
export const TOKEN_SCOPES = ['read', 'write', 'sync'] as const;
export const TokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof TokenScopeSchema>;
/** The scopes a person picks on the tokens page; a sync token comes only with a KOReader integration. */
export const USER_TOKEN_SCOPES = ['read', 'write'] as const satisfies readonly TokenScope[];
export const UserTokenScopeSchema = z.enum(USER_TOKEN_SCOPES);

/** Every secret starts with it, so secret scanners can find a leaked one. */
export const TOKEN_PREFIX = 'shm_';
/** Most tokens one user holds (revoked ones do not count). */
export const MAX_TOKENS_PER_USER = 50;
export const TOKEN_NAME_MAX_LENGTH = 100;

export const TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: `A token name can be at most ${TOKEN_NAME_MAX_LENGTH} characters`,
  scopeRequired: 'Choose at least one scope',
  expiryInPast: 'The expiry date must be after today',
  tooMany: `You can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one first`,
  notFound: 'Token not found',
  unknownToken: 'This access token is not valid',
  revoked: 'This access token has been revoked',
  expired: 'This access token has expired',
  inQuery: 'Send access tokens in the Authorization header (Bearer), never in the address',
  missingScope: (scope: string) => `This access token lacks the "${scope}" scope`,
  sessionOnly: 'Access tokens cannot do this; sign in to Shelfmark in the browser',
  rateLimited: (seconds: number) => `Too many requests with this token, try again in ${seconds} seconds`,
} as const;

/** Body of POST /tokens. expiresAt: the last day it works (UTC); left out, it never expires. */
export const TokenCreateSchema = z
  .object({
    name: z.string().trim().min(1, TOKEN_MESSAGES.nameRequired).max(TOKEN_NAME_MAX_LENGTH, TOKEN_MESSAGES.nameTooLong),
    scopes: z.array(UserTokenScopeSchema).min(1, TOKEN_MESSAGES.scopeRequired).max(USER_TOKEN_SCOPES.length),
    expiresAt: IsoDateSchema.optional(),
  })
  .strict();
export type TokenCreate = z.input<typeof TokenCreateSchema>;

/** A token as its owner sees it: never its secret, which is stored only as a hash. */
export const AccessTokenSchema = z.object({
  tokenID: IdSchema,
  name: z.string(),
  scopes: z.array(TokenScopeSchema),
  /** The secret's first characters (prefix included), to tell tokens apart. */
  hint: z.string(),
  created: IsoDateTimeSchema,
  expiresAt: IsoDateSchema.nullable(),
  lastUsed: IsoDateTimeSchema.nullable(),
  lastUsedFrom: z.string().nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/** Answer of POST /tokens: the only time the secret is shown. */
export const CreatedTokenSchema = z.object({ token: AccessTokenSchema, secret: z.string() });
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;
