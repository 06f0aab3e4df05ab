import type { OidcCallback, OidcCallbackResult, OidcLink, OidcStart, SignInOptions, TokenResponse } from '@shelfmark/contract';
import { apiFetch } from '@shelfmark/api-client';

/** GET /sign-in-options: the identity provider's button, if any, and whether password sign-in is on. */
export function getSignInOptions(): Promise<SignInOptions> {
  return apiFetch<SignInOptions>('/sign-in-options', { auth: false });
}

/** POST /oidc/start: the provider's address to send the browser to, and the sealed attempt to bring back. */
export function startOidcSignIn(): Promise<OidcStart> {
  return apiFetch<OidcStart>('/oidc/start', { method: 'POST', auth: false });
}

/** POST /oidc/callback: the provider's answer for a session token, or the link step. */
export function finishOidcSignIn(callback: OidcCallback): Promise<OidcCallbackResult> {
  return apiFetch<OidcCallbackResult>('/oidc/callback', { method: 'POST', auth: false, json: callback });
}

/** POST /oidc/link: links the provider's identity to the account whose password is given, and signs in. */
export async function linkOidcIdentity(link: OidcLink): Promise<string> {
  return (await apiFetch<TokenResponse>('/oidc/link', { method: 'POST', auth: false, json: link })).token;
}
