import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';

/**
 * POST /auth/verify-email: confirms the address with the emailed token. The token is single-use:
 * the page fires this once per token (a second call would answer that the token is spent).
 */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (token: string) => doneOf(await api.POST('/auth/verify-email', { body: { token } })),
  });
}
