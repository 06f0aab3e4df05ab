import { type SessionRequest, SignInRefusalSchema, type TokenResponse } from '@shelfmark/contract';
import { setToken } from '@shelfmark/session';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@shelfmark/api-client';

/** Signs in and returns the session token; `code` for an account with two-factor sign-in. */
export async function createSession(credentials: SessionRequest): Promise<string> {
  const { token } = await apiFetch<TokenResponse>('/sessions', { method: 'POST', json: credentials });
  return token;
}

/** Whether a sign-in was refused for want of a good two-factor code (the password was right). */
export function asksForCode(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && SignInRefusalSchema.safeParse(error.body).data?.secondFactor === 'required';
}

/** Signs in and stores the token. */
export function useSignIn() {
  return useMutation({ mutationFn: createSession, onSuccess: setToken });
}
