import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { settingsKeys } from './settings-keys';

/** GET /me/webhooks/{id}/deliveries: the latest deliveries to one webhook, asked for while it is opened. */
export function useWebhookDeliveries(id: string | null) {
  return useQuery({
    queryKey: settingsKeys.deliveries(id ?? ''),
    queryFn: async () => dataOf(await api.GET('/me/webhooks/{id}/deliveries', { params: { path: { id: id! } } })).items,
    enabled: id !== null,
  });
}
