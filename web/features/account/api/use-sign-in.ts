import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';

export interface Credentials {
  login: string;
  password: string;
}

/** POST /auth/session: signs in with a username or email and the password (the cookie is set). */
export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: Credentials) => doneOf(await api.POST('/auth/session', { body: credentials })),
  });
}
