import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameListsKey } from '../../../lib/query/game-keys';

type Challenge = paths['/ladders/{id}/challenges']['post']['requestBody']['content']['application/json'];

/**
 * POST /ladders/{id}/challenges: a ladder game with a member in every seat; its id is in the
 * answer. The ladder's games and my game lists are read again after it (the new game is in both).
 */
export function useChallenge(ladderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (challenge: Challenge) =>
      dataOf(await api.POST('/ladders/{id}/challenges', { params: { path: { id: ladderId } }, body: challenge })),
    onSuccess: () => refetchAfterWrite(client, ['ladders', ladderId, 'games'], gameListsKey),
  });
}
