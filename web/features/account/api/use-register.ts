import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

type Registration = paths['/auth/register']['post']['requestBody']['content']['application/json'];

/**
 * POST /auth/register: a new account. The API answers alike whether or not the address already
 * has one (nobody can probe addresses), so only the sign-in after it tells whether it was made.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (registration: Registration) => dataOf(await api.POST('/auth/register', { body: registration })),
  });
}
