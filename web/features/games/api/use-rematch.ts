import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';

const rematchKey = (id: string) => [...gameKeys.game(id), 'rematch'] as const;

/**
 * GET /games/{id}/rematch: the rematch's game, or the offer if it is mine or asks me. Read again
 * every 15 seconds while the page is open, so an offer made or accepted elsewhere shows.
 */
export function useRematch(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: rematchKey(gameId),
    queryFn: async () => dataOf(await api.GET('/games/{id}/rematch', { params: { path: { id: gameId } } })),
    refetchInterval: 15_000,
    enabled,
  });
}

/**
 * Ask for the rematch (POST /games/{id}/rematch; asking while the offer asks me accepts it), or
 * answer the offer through its challenge; the rematch and the game are read again after it.
 */
export function useAnswerRematch(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (step: { kind: 'ask' } | { kind: 'decline'; challengeId: string }) => {
      if (step.kind === 'ask')
        return dataOf(await api.POST('/games/{id}/rematch', { params: { path: { id: gameId } } }));
      dataOf(await api.POST('/challenges/{id}/decline', { params: { path: { id: step.challengeId } }, body: {} }));
      return null;
    },
    onSettled: () => refetchAfterWrite(client, gameKeys.game(gameId)),
  });
}
