import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SeatName } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameListsKey } from '../../../lib/query/game-keys';
import { gameBegan } from '../../push/lib/push-prompt';

/** POST /games/{id}/seats/{seat}/accept or /decline; the game lists are read again after it. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ gameId, seat, answer }: { gameId: string; seat: SeatName; answer: 'accept' | 'decline' }) => {
      const path = `/games/{id}/seats/{seat}/${answer}` as const;
      return dataOf(await api.POST(path, { params: { path: { id: gameId, seat } } }));
    },
    onSuccess: (_game, { answer }) => {
      if (answer === 'accept') gameBegan();
    },
    onSettled: () => refetchAfterWrite(client, gameListsKey),
  });
}
