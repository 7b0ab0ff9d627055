import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { meKey } from './use-me';

export interface Credentials {
  login: string;
  password: string;
}

/**
 * POST /auth/session: signs in with a username or email and the password (the cookie is set).
 * Whatever the tab cached before belongs to whoever was signed in then: it is dropped (but who is
 * signed in, which the page reads again next), or the next player on a shared computer would be
 * shown the last one's games, notifications and settings — as fresh, for the first 15 seconds.
 * Signed out, the sign-in page holds no query of its own that would be read again meanwhile.
 * The answer says whether the sign-in cancelled a pending deletion of the account.
 */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => dataOf(await api.POST('/auth/session', { body: credentials })),
    onSuccess: () => client.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] }),
  });
}
