import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** DELETE /me/webhooks/{id}: nothing more is posted there; the list is read again. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => doneOf(await api.DELETE('/me/webhooks/{id}', { params: { path: { id } } })),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.webhooks }),
  });
}
