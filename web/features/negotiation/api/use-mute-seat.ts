import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SeatName } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameKeys } from '../../../lib/query/game-keys';

/**
 * PUT or DELETE /games/{id}/muted-seats/{seat}. Shown at once, settled by the answer (a refusal
 * puts it back). Muting changes how lines show and what counts as unread: the channels and the
 * loaded lines are read again.
 */
export function useMuteSeat(id: string) {
  const client = useQueryClient();
  const key = gameKeys.mutedSeats(id);
  return useMutation({
    mutationFn: async ({ seat, mute }: { seat: SeatName; mute: boolean }) => {
      const path = { params: { path: { id, seat } } };
      return dataOf(
        mute
          ? await api.PUT('/games/{id}/muted-seats/{seat}', path)
          : await api.DELETE('/games/{id}/muted-seats/{seat}', path),
      ).seats;
    },
    onMutate: async ({ seat, mute }) => {
      // A read of the mutes still in flight would land after this and put the old list back.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<string[]>(key);
      client.setQueryData<string[]>(key, (seats = []) =>
        mute ? [...new Set([...seats, seat])] : seats.filter((s) => s !== seat),
      );
      return { before };
    },
    onError: (_, __, context) => client.setQueryData(key, context?.before),
    onSuccess: async (seats) => {
      client.setQueryData(key, seats);
      await refetchAfterWrite(client, gameKeys.channels(id));
      await client.resetQueries({ queryKey: gameKeys.lines(id) });
    },
  });
}
