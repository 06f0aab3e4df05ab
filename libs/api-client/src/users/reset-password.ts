import type { NewPassword } from '@shelfmark/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@shelfmark/api-client';

export interface ResetPasswordInput extends NewPassword {
  token: string;
}

export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  await apiFetch(`/users/passwordreset/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    json: { password } satisfies NewPassword,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
