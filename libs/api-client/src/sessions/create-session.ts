import { TokenResponseSchema, type SignIn } from '@shelfmark/contract';
import { setToken } from '@shelfmark/session';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../core/api-fetch';

/** Signs in and returns the session token. */
export async function createSession(credentials: SignIn): Promise<string> {
  const body = await apiFetch('/sessions', { method: 'POST', json: credentials });
  return TokenResponseSchema.parse(body).token;
}

/** Signs in and stores the token. */
export function useSignIn() {
  return useMutation({ mutationFn: createSession, onSuccess: setToken });
}
