import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PlaySettings } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** PATCH /me/play-settings; the answer is what the server now holds, and every page shows it. */
export function useUpdatePlaySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Partial<PlaySettings>) => dataOf(await api.PATCH('/me/play-settings', { body: patch })),
    onSuccess: (saved) => client.setQueryData(settingsKeys.playSettings, saved),
  });
}
