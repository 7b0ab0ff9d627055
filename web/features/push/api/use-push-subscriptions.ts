import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { pushKeys } from './push-keys';

/** GET /me/push-subscriptions: my devices that receive pushes. */
export function usePushSubscriptions() {
  return useQuery({
    queryKey: pushKeys.subscriptions,
    queryFn: async () => dataOf(await api.GET('/me/push-subscriptions')),
  });
}
