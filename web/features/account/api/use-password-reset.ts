import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf, doneOf } from '../../../lib/query/api-error';

/** POST /auth/password-reset: a reset link to the address (answered alike for unknown addresses). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => doneOf(await api.POST('/auth/password-reset', { body: { email } })),
  });
}

/**
 * POST /auth/password-reset/confirm: the emailed token and the new password; answers what the
 * reset ended (sessions, JWTs, personal tokens) and the apps still authorised.
 */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: async ({ token, password }: { token: string; password: string }) =>
      dataOf(await api.POST('/auth/password-reset/confirm', { body: { token, password } })),
  });
}
