import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SeatName } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameListsKey } from '../../../lib/query/game-keys';
import { gameBegan } from '../../push/lib/push-prompt';
import { lobbyKey } from './use-lobby';

/**
 * POST /games/{id}/seats/{seat}/join (`confirmBlocked`: at a table with someone I blocked); the
 * lobby and my game lists are read again after it.
 */
export function useJoinSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      gameId,
      seat,
      confirmBlocked,
    }: {
      gameId: string;
      seat: SeatName;
      confirmBlocked?: boolean;
    }) =>
      dataOf(
        await api.POST('/games/{id}/seats/{seat}/join', {
          params: { path: { id: gameId, seat } },
          ...(confirmBlocked ? { body: { confirmBlocked: true } } : {}),
        }),
      ),
    onSuccess: () => gameBegan(),
    onSettled: () => refetchAfterWrite(client, lobbyKey, gameListsKey),
  });
}
