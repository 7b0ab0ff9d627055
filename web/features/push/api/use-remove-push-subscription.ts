import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { currentSubscription } from '../lib/push-device';
import { pushKeys } from './push-keys';

/** DELETE /me/push-subscriptions/{id}; when it is this browser's, the browser unsubscribes too. */
export function useRemovePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, endpoint }: { id: string; endpoint: string }) => {
      doneOf(await api.DELETE('/me/push-subscriptions/{id}', { params: { path: { id } } }));
      const mine = await currentSubscription().catch(() => null);
      if (mine?.endpoint === endpoint) await mine.unsubscribe().catch(() => false);
    },
    onSettled: () => refetchAfterWrite(client, pushKeys.subscriptions),
  });
}
