import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** DELETE /tokens/{id}: the token stops working at once; the list is read again. */
export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => doneOf(await api.DELETE('/tokens/{id}', { params: { path: { id } } })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.tokens),
  });
}
