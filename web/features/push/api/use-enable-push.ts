import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { deviceName, subscribeDevice } from '../lib/push-device';
import { pushKeys } from './push-keys';

/**
 * Turns pushes on for this browser: the server's key (GET /push/key), the browser's permission
 * and subscription, then POST /me/push-subscriptions. Answers `denied` when the person said no.
 */
export function useEnablePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<'subscribed' | 'denied'> => {
      const { publicKey } = dataOf(await api.GET('/push/key'));
      const outcome = await subscribeDevice(publicKey);
      if ('refused' in outcome) return 'denied';
      const { endpoint, keys } = outcome.subscription;
      dataOf(
        await api.POST('/me/push-subscriptions', {
          body: {
            endpoint: endpoint ?? '',
            keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
            device: deviceName(),
          },
        }),
      );
      return 'subscribed';
    },
    onSettled: () => refetchAfterWrite(client, pushKeys.subscriptions),
  });
}
