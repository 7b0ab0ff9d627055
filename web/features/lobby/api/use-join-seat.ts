import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SeatName } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameListsKey } from '../../../lib/query/game-keys';
import { lobbyKey } from './use-lobby';

/** POST /games/{id}/seats/{seat}/join; the lobby and my game lists are read again after it. */
export function useJoinSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ gameId, seat }: { gameId: string; seat: SeatName }) =>
      dataOf(await api.POST('/games/{id}/seats/{seat}/join', { params: { path: { id: gameId, seat } } })),
    onSettled: () => refetchAfterWrite(client, lobbyKey, gameListsKey),
  });
}
