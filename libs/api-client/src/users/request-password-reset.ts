import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';

/** Asks the server to mail a reset link; the body is the email as plain text. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/users/passwordreset', { method: 'POST', text: email, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
