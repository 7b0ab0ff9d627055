import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** POST /me/webhooks: a new webhook, its signing secret in the answer (shown once); the list is read again. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => dataOf(await api.POST('/me/webhooks', { body: { url } })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.webhooks),
  });
}
