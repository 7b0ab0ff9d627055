import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Channel } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** PUT /games/{id}/channels/{channel}/read up to `seq`: the channel counts nothing unread after it. */
export function useMarkChannelRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ channel, seq }: { channel: string; seq: number }) =>
      doneOf(
        await api.PUT('/games/{id}/channels/{channel}/read', { params: { path: { id, channel } }, body: { seq } }),
      ),
    onSuccess: (_, { channel, seq }) =>
      client.setQueriesData<Channel[]>({ queryKey: gameKeys.channels(id) }, (cs) =>
        cs?.map((c) => (c.id === channel ? { ...c, unread: 0, readSeq: seq } : c)),
      ),
  });
}
