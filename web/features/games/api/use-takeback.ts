import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Game, type Problem } from '../../../lib/api/client';
import { dataOf, problemOf } from '../../../lib/query/api-error';
import { gameKeys, gameListsKey } from '../../../lib/query/game-keys';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import type { components } from '../../../lib/api/schema';
import { takeGame } from './use-game';

export type PendingTakeback = components['schemas']['PendingTakebackDto'];
export type TakebackStep = 'request' | 'accept' | 'decline' | 'withdraw';

/**
 * GET /games/{id}/takeback at the game's version: every step of a takeback is an event of the
 * chain, so a new version (from the stream, a poll or a write's answer) is a new query, never a
 * stale one. Only for a running game: a finished one has no open request.
 */
export function usePendingTakeback(game: Pick<Game, 'id' | 'version' | 'status'> | null): PendingTakeback | null {
  const id = game?.id ?? '';
  const version = game?.version ?? 0;
  const query = useQuery({
    queryKey: [...gameKeys.game(id), 'takeback', version] as const,
    queryFn: async () => dataOf(await api.GET('/games/{id}/takeback', { params: { path: { id } } })).pending ?? null,
    enabled: !!game && game.status === 'active',
    staleTime: Infinity,
  });
  return game?.status === 'active' ? (query.data ?? null) : null;
}

/**
 * A step of a takeback (ask, accept, decline, withdraw). The answer is the game after it, taken
 * into the cache (the accepted takeback's restored position with it); a refusal is the problem to show.
 */
export function useTakebackStep(id: string): {
  step: (step: TakebackStep) => void;
  busy: boolean;
  problem: Problem | null;
} {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (step: TakebackStep) => dataOf(await post(id, step)),
    onSuccess: (game) => {
      takeGame(client, game);
      void refetchAfterWrite(client, gameListsKey);
    },
    onError: () => void client.invalidateQueries({ queryKey: gameKeys.game(id), exact: true }),
  });
  return {
    step: (s) => mutation.mutate(s),
    busy: mutation.isPending,
    problem: mutation.isError ? problemOf(mutation.error) : null,
  };
}

function post(id: string, step: TakebackStep) {
  const params = { path: { id } };
  switch (step) {
    case 'request':
      return api.POST('/games/{id}/takeback', { params });
    case 'accept':
      return api.POST('/games/{id}/takeback/accept', { params });
    case 'decline':
      return api.POST('/games/{id}/takeback/decline', { params });
    case 'withdraw':
      return api.POST('/games/{id}/takeback/withdraw', { params });
  }
}
