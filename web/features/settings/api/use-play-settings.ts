import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /me/play-settings: how I play on every device (confirm before sending). */
export function usePlaySettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKeys.playSettings,
    queryFn: async () => dataOf(await api.GET('/me/play-settings')),
    enabled,
  });
}
