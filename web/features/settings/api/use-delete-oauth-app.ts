import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** DELETE /oauth/apps/{clientId}: the app and every grant it had; the list is read again. */
export function useDeleteOAuthApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: string) =>
      doneOf(await api.DELETE('/oauth/apps/{clientId}', { params: { path: { clientId } } })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.oauthApps),
  });
}
