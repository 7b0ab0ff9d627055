import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/**
 * DELETE /me with the password: the deletion is scheduled (its date in the answer) and every
 * session ends, this one too — the caller refreshes the session afterwards.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (password: string) => dataOf(await api.DELETE('/me', { body: { password } })),
  });
}
