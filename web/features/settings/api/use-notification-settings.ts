import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /me/notification-settings: email language, digest hour and zone, each kind's route, my muted games. */
export function useNotificationSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKeys.notificationSettings,
    queryFn: async () => dataOf(await api.GET('/me/notification-settings')),
    enabled,
  });
}
