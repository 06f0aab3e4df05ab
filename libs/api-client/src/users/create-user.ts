import { TokenResponseSchema, type Registration } from '@shelfmark/contract';
import { setToken } from '@shelfmark/session';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../core/api-fetch';

/** Registers and returns the new user's session token; a taken username is a 409. */
export async function createUser(registration: Registration): Promise<string> {
  const body = await apiFetch('/users', { method: 'POST', json: registration });
  return TokenResponseSchema.parse(body).token;
}

/** Registers and stores the token. */
export function useRegister() {
  return useMutation({ mutationFn: createUser, onSuccess: setToken });
}
