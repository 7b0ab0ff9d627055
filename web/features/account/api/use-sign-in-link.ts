import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf, doneOf } from '../../../lib/query/api-error';

/** POST /auth/sign-in-link: a one-time sign-in link to the address (answered alike for unknown addresses). */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: async (email: string) => doneOf(await api.POST('/auth/sign-in-link', { body: { email } })),
  });
}

/** POST /auth/sign-in-link/confirm: signs in once with the emailed token (sets the session cookie). */
export function useSignInWithLink() {
  return useMutation({
    mutationFn: async (token: string) => dataOf(await api.POST('/auth/sign-in-link/confirm', { body: { token } })),
  });
}
