import { z } from 'zod';
import { PasswordSchema, UsernameSchema } from '../validation/user-fields';

/** The shell's page the identity provider sends the browser back to: register PUBLIC_URL + this as the redirect URI. */
export const OIDC_CALLBACK_PATH = '/sign-in/callback';

export const OIDC_MESSAGES = {
  notConfigured: 'Sign-in with an identity provider is not set up on this server',
  passwordSignInOff: 'Password sign-in is turned off on this server: sign in with your identity provider',
  providerUnavailable: 'Your identity provider could not be reached. Try again in a moment.',
  denied: 'Sign-in was cancelled at your identity provider',
  failed: 'Sign-in with your identity provider did not complete. Try again.',
  expired: 'That sign-in took too long. Try again.',
  linkExpired: 'That step took too long. Sign in with your identity provider again.',
  alreadyLinked: 'That account is already linked to another identity at this provider',
} as const;

/** Answer of GET /sign-in-options: what the sign-in screen offers. */
export const SignInOptionsSchema = z.object({
  /** Sign-in with the configured identity provider, its button reading "Sign in with {label}"; null when none. */
  oidc: z.object({ label: z.string() }).nullable(),
  /** Whether username and password sign-in, registration and password reset are open. */
  password: z.boolean(),
});
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

/** Answer of POST /oidc/start: where to send the browser, and the sealed attempt it brings back with the answer. */
export const OidcStartSchema = z.object({ url: z.string(), attempt: z.string() });
export type OidcStart = z.infer<typeof OidcStartSchema>;

const SEALED_MAX = 4096;

/** Body of POST /oidc/callback: the query string the provider sent the browser back with, and the attempt from /oidc/start. */
export const OidcCallbackSchema = z.object({
  query: z.string().max(SEALED_MAX),
  attempt: z.string().min(1).max(SEALED_MAX),
});
export type OidcCallback = z.infer<typeof OidcCallbackSchema>;

/** The identity is not linked to an account yet and none is created: the owner proves an account's password. */
export const OidcLinkStepSchema = z.object({
  ticket: z.string(),
  /** The email the provider gave, to say which account it matched; null without one. */
  email: z.string().nullable(),
});
export type OidcLinkStep = z.infer<typeof OidcLinkStepSchema>;

/** Answer of POST /oidc/callback: a session token, or the link step. */
export const OidcCallbackResultSchema = z.object({ token: z.string().nullable(), link: OidcLinkStepSchema.nullable() });
export type OidcCallbackResult = z.infer<typeof OidcCallbackResultSchema>;

/** Body of POST /oidc/link: the ticket of the link step and the account's credentials. */
export const OidcLinkSchema = z.object({
  ticket: z.string().min(1).max(SEALED_MAX),
  username: UsernameSchema,
  password: PasswordSchema,
});
export type OidcLink = z.infer<typeof OidcLinkSchema>;
