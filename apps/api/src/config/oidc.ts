import { OIDC_CALLBACK_PATH, type Role } from '@shelfmark/contract';
import { z } from 'zod';

/** Sign-in with an OpenID Connect provider (ADR 0035). */
export interface OidcConfig {
  /** The issuer's URL; its discovery document is at /.well-known/openid-configuration under it. */
  issuer: string;
  clientId: string;
  /** Unset, a public client (PKCE alone, no client authentication). */
  clientSecret: string | undefined;
  /** The button reads "Sign in with {label}". */
  label: string;
  /** Whether a first sign-in with an identity no account is linked to creates an account. */
  createAccounts: boolean;
  scopes: string;
  /** PUBLIC_URL + /sign-in/callback: the redirect URI to register at the provider. */
  redirectUri: string;
  /** A claim (a string or a list of strings) whose values make the account admin or librarian at each sign-in; unset, roles stay Shelfmark's. */
  roles: { claim: string; admin: string[]; librarian: string[] } | undefined;
  /** For tests against a provider on http://localhost: lets the client call a provider over plain HTTP. */
  allowInsecure: boolean;
}

const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false'], `${name} must be true or false`)
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');

const list = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean));

export const OidcEnvSchema = z.object({
  OIDC_ISSUER: z.url('OIDC_ISSUER must be the provider’s issuer URL, such as https://auth.example.com').optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().min(1).max(40, 'OIDC_LABEL must be at most 40 characters').default('your identity provider'),
  OIDC_CREATE_ACCOUNTS: flag('OIDC_CREATE_ACCOUNTS', true),
  OIDC_SCOPES: z.string().min(1).default('openid profile email'),
  OIDC_ROLE_CLAIM: z.string().min(1).optional(),
  OIDC_ADMIN_VALUES: list,
  OIDC_LIBRARIAN_VALUES: list,
  OIDC_ALLOW_INSECURE: flag('OIDC_ALLOW_INSECURE', false),
  PASSWORD_SIGN_IN: z.enum(['on', 'off'], 'PASSWORD_SIGN_IN must be on or off').default('on'),
});

type OidcVars = z.infer<typeof OidcEnvSchema> & { PUBLIC_URL?: string | undefined };

const problem = (message: string) => new Error(`Invalid configuration: ${message}`);

/** OIDC_* and PASSWORD_SIGN_IN, checked together: every mistake here would otherwise show only at someone's sign-in. */
export function oidcConfigOf(vars: OidcVars, makeError: (message: string) => Error = problem): { oidc: OidcConfig | undefined; passwordSignIn: boolean } {
  const passwordSignIn = vars.PASSWORD_SIGN_IN === 'on';
  if (!vars.OIDC_ISSUER) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_CLAIM'] as const).filter((name) => vars[name] !== undefined);
    if (stray.length > 0) throw makeError(`${stray.join(', ')} set without OIDC_ISSUER`);
    if (!passwordSignIn) throw makeError('PASSWORD_SIGN_IN=off needs OIDC_ISSUER: nobody could sign in');
    return { oidc: undefined, passwordSignIn };
  }
  if (!vars.OIDC_CLIENT_ID) throw makeError('OIDC_ISSUER needs OIDC_CLIENT_ID (the client registered for Shelfmark at the provider)');
  if (!vars.PUBLIC_URL) throw makeError(`OIDC_ISSUER needs PUBLIC_URL: the redirect URI registered at the provider is PUBLIC_URL${OIDC_CALLBACK_PATH}`);
  const scopes = vars.OIDC_SCOPES.split(/\s+/).filter(Boolean);
  if (!scopes.includes('openid')) throw makeError('OIDC_SCOPES must include openid');
  let roles: OidcConfig['roles'];
  if (vars.OIDC_ROLE_CLAIM) {
    if (vars.OIDC_ADMIN_VALUES.length + vars.OIDC_LIBRARIAN_VALUES.length === 0) {
      throw makeError('OIDC_ROLE_CLAIM needs OIDC_ADMIN_VALUES or OIDC_LIBRARIAN_VALUES (comma-separated claim values)');
    }
    roles = { claim: vars.OIDC_ROLE_CLAIM, admin: vars.OIDC_ADMIN_VALUES, librarian: vars.OIDC_LIBRARIAN_VALUES };
  } else if (vars.OIDC_ADMIN_VALUES.length + vars.OIDC_LIBRARIAN_VALUES.length > 0) {
    throw makeError('OIDC_ADMIN_VALUES and OIDC_LIBRARIAN_VALUES need OIDC_ROLE_CLAIM (the claim they are values of)');
  }
  return {
    oidc: {
      issuer: vars.OIDC_ISSUER,
      clientId: vars.OIDC_CLIENT_ID,
      clientSecret: vars.OIDC_CLIENT_SECRET,
      label: vars.OIDC_LABEL,
      createAccounts: vars.OIDC_CREATE_ACCOUNTS,
      scopes: scopes.join(' '),
      redirectUri: `${vars.PUBLIC_URL.replace(/\/+$/, '')}${OIDC_CALLBACK_PATH}`,
      roles,
      allowInsecure: vars.OIDC_ALLOW_INSECURE,
    },
    passwordSignIn,
  };
}

/** The role a sign-in's claims give, when a role claim is configured: admin before librarian, else user. */
export function roleFromClaims(roles: NonNullable<OidcConfig['roles']>, claims: Record<string, unknown>): Role {
  const raw = claims[roles.claim];
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value): value is string => typeof value === 'string');
  if (values.some((value) => roles.admin.includes(value))) return 'admin';
  if (values.some((value) => roles.librarian.includes(value))) return 'librarian';
  return 'user';
}
