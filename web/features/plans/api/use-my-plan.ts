import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Game } from '../../../lib/api/client';
import { gameKeys } from '../../../lib/query/game-keys';
import { readMyPlan } from './read-my-plan';

/**
 * My plan in a game at the game's version: every new version may have played, narrowed or ended
 * it, so each version is its own query (GET /games/{id}/plan/history, see readMyPlan).
 */
export function useMyPlan(game: Pick<Game, 'id' | 'version'>) {
  return useQuery({
    queryKey: gameKeys.plan(game.id, game.version),
    queryFn: () => readMyPlan(game.id),
    placeholderData: keepPreviousData,
  });
}
