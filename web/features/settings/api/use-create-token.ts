import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TokenScope } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** POST /tokens: a new API token, its secret in the answer (shown once); the list is read again. */
export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: { name: string; scopes: TokenScope[] }) =>
      dataOf(await api.POST('/tokens', { body: token })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.tokens),
  });
}
