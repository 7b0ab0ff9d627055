import { useMutation } from '@tanstack/react-query';
import { api, asProblem } from '../../../lib/api/client';
import { ApiError } from '../../../lib/query/api-error';

/** POST /auth/verify-email/resend: a new confirmation link to the signed-in account's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => {
      const { error, response } = await api.POST('/auth/verify-email/resend');
      // 202 without a body: nothing to hand on but success.
      if (!response.ok) throw new ApiError(asProblem(error, response));
    },
  });
}
