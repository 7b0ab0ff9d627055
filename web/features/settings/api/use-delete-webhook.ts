import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** DELETE /me/webhooks/{id}: nothing more is posted there; the list is read again. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => doneOf(await api.DELETE('/me/webhooks/{id}', { params: { path: { id } } })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.webhooks),
  });
}
