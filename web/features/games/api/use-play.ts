import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKey, type Game } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import type { Play } from '../types';
import { takeGame } from './use-game';
import { gameListsKey } from '../../../lib/query/game-keys';

/**
 * POST a play against the version the player saw, with an Idempotency-Key (a retried request is
 * applied once). The answer is the game after it, taken into the cache; the game lists, which
 * show whose turn it is, are read again. A refusal is an ApiError whose problem carries, on a
 * 409, the game as it is now.
 */
export function usePlay(game: Pick<Game, 'id' | 'version'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (play: Play) => dataOf(await post(game.id, game.version, play)),
    onSuccess: (played) => {
      takeGame(client, played);
      void refetchAfterWrite(client, gameListsKey);
    },
  });
}

function post(id: string, expectedVersion: number, play: Play) {
  const params = { path: { id }, header: { 'Idempotency-Key': idempotencyKey() } };
  switch (play.path) {
    case '/games/{id}/moves':
      return api.POST(play.path, { params, body: { ...play.body, expectedVersion } });
    case '/games/{id}/turns':
      return api.POST(play.path, { params, body: { ...play.body, expectedVersion } });
    case '/games/{id}/actions':
      return api.POST(play.path, { params, body: { ...play.body, expectedVersion } });
  }
}
