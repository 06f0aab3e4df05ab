import type { SignIn, TokenResponse } from '@shelfmark/contract';
import { setToken } from '@shelfmark/session';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';

/** Signs in and returns the session token. */
export async function createSession(credentials: SignIn): Promise<string> {
  const { token } = await apiFetch<TokenResponse>('/sessions', { method: 'POST', json: credentials });
  return token;
}

/** Signs in and stores the token. */
export function useSignIn() {
  return useMutation({ mutationFn: createSession, onSuccess: setToken });
}
