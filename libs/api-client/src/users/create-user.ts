import type { Registration, TokenResponse } from '@shelfmark/contract';
import { setToken } from '@shelfmark/session';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';

/** Registers and returns the new user's session token; a taken username is a 409. */
export async function createUser(registration: Registration): Promise<string> {
  const { token } = await apiFetch<TokenResponse>('/users', { method: 'POST', json: registration });
  return token;
}

/** Registers and stores the token. */
export function useRegister() {
  return useMutation({ mutationFn: createUser, onSuccess: setToken });
}
