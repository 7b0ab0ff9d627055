import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /me/webhooks: the addresses my games' events are posted to. */
export function useWebhooks() {
  return useQuery({
    queryKey: settingsKeys.webhooks,
    queryFn: async () => dataOf(await api.GET('/me/webhooks')),
  });
}
