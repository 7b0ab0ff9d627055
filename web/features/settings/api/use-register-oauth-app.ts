import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** POST /oauth/apps: a new app (a confidential one's secret in the answer, shown once); the list is read again. */
export function useRegisterOAuthApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (app: { name: string; redirectUris: string[]; confidential: boolean }) =>
      dataOf(await api.POST('/oauth/apps', { body: app })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.oauthApps),
  });
}
