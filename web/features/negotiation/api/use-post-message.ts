import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Channel } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { isSeatName } from '../../../lib/seats';
import { gameKeys } from '../../../lib/query/game-keys';
import { mergeLines } from './channel-lines';

/**
 * POST /games/{id}/channels/{channel}/messages (from `seat` when I hold two of the channel's): the
 * answered line joins the channel's loaded lines at once, and the channel's last seq moves on.
 */
export function usePostMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ channel, text, seat }: { channel: string; text: string; seat?: string }) =>
      dataOf(
        await api.POST('/games/{id}/channels/{channel}/messages', {
          params: { path: { id, channel } },
          body: { text, ...(seat && isSeatName(seat) ? { seat } : {}) },
        }),
      ),
    onSuccess: (line, { channel }) => {
      mergeLines(client, id, channel, [line]);
      client.setQueriesData<Channel[]>({ queryKey: gameKeys.channels(id) }, (cs) =>
        cs?.map((c) => (c.id === channel ? { ...c, lastSeq: Math.max(c.lastSeq, line.seq) } : c)),
      );
    },
  });
}
