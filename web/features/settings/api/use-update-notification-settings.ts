import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type NotificationSettings } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** PATCH /me/notification-settings; the answer is what the server now holds. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Partial<NotificationSettings>) =>
      dataOf(await api.PATCH('/me/notification-settings', { body: patch })),
    onSuccess: (saved) => client.setQueryData(settingsKeys.notificationSettings, saved),
  });
}
