import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CreateGame } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameListsKey } from '../../../lib/query/game-keys';
import { gameBegan } from '../../push/lib/push-prompt';

/** POST /games: a new game (the new-game form, a practice game); my game lists are read again after it. */
export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (game: CreateGame) => dataOf(await api.POST('/games', { body: game })),
    onSuccess: () => {
      gameBegan();
      return refetchAfterWrite(client, gameListsKey);
    },
  });
}
