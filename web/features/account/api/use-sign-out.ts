import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';

/** DELETE /auth/session: signs out (the session ends on the server, the cookie is cleared). */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => doneOf(await api.DELETE('/auth/session')),
  });
}
